import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { failed, loading, ready } from '../common/Loadable';
import { sampleAccounts, sampleInstructions } from '../fixtures';
import { AddCurrencyDialog } from './AddCurrencyDialog';
import { CryptoDepositDialog } from './CryptoDepositDialog';
import { PaymentInstructionsDialog } from './PaymentInstructionsDialog';

const meta = { title: 'accounts/FundingDialogs' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const currencies = [
  { currencyCode: 'GBP', name: 'British Pound' },
  { currencyCode: 'RON', name: 'Romanian Leu' },
];

export const AddCurrency: Story = {
  tags: ['screen'],
  render: () => <AddCurrencyDialog isOpen onClose={fn()} currencies={ready(currencies)} onAdd={fn()} busy={false} />,
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Open the account' })).toBeDisabled();
  },
};

export const AddCurrencyLoading: Story = {
  render: () => <AddCurrencyDialog isOpen onClose={fn()} currencies={loading} onAdd={fn()} busy={false} />,
};

export const AddCurrencyRefused: Story = {
  render: () => (
    <AddCurrencyDialog
      isOpen
      onClose={fn()}
      currencies={ready(currencies)}
      onAdd={fn()}
      busy={false}
      error="Access denied"
    />
  ),
};

export const AddCurrencyDone: Story = {
  render: () => (
    <AddCurrencyDialog
      isOpen
      onClose={fn()}
      currencies={ready(currencies)}
      onAdd={fn()}
      busy={false}
      added={{ accountId: 31, accountNumber: 'PD0000000031', currencyCode: 'GBP' }}
    />
  ),
  play: async () => {
    await expect(await within(document.body).findByRole('status')).toHaveTextContent(
      'Your GBP account PD0000000031 is open.',
    );
  },
};

export const AddCurrencyAllHeld: Story = {
  render: () => <AddCurrencyDialog isOpen onClose={fn()} currencies={ready([])} onAdd={fn()} busy={false} />,
};

export const PaymentInstructions: Story = {
  render: () => <PaymentInstructionsDialog isOpen onClose={fn()} instructions={ready(sampleInstructions)} />,
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog');
    await expect(dialog).toHaveTextContent('LT67 7044 0000 0000 0011');
    await expect(within(dialog).getAllByText('New')).toHaveLength(1);
  },
};

export const PaymentInstructionsFailed: Story = {
  render: () => (
    <PaymentInstructionsDialog isOpen onClose={fn()} instructions={failed('Server is not available')} onRetry={fn()} />
  ),
};

export const CryptoDeposit: Story = {
  render: () => (
    <CryptoDepositDialog isOpen onClose={fn()} accounts={sampleAccounts.slice(0, 2)} onCreate={fn()} busy={false} />
  ),
};

export const CryptoDepositAddress: Story = {
  render: () => (
    <CryptoDepositDialog
      isOpen
      onClose={fn()}
      accounts={sampleAccounts.slice(0, 2)}
      onCreate={fn()}
      busy={false}
      wallet={{ address: 'tb1qk0v3e9a6z7wl2m5c8r4t3y6u9i0o1p2q', currencyCode: 'BTC', accountId: 11 }}
    />
  ),
  play: async () => {
    await expect(await within(document.body).findByTestId('wallet-address')).toHaveTextContent(
      'tb1qk0v3e9a6z7wl2m5c8r4t3y6u9i0o1p2q',
    );
  },
};
