import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ButtonDialog } from './ButtonDialog';
import { logos } from './commerce-fixtures';
import { VerificationDialog } from './VerificationDialog';

const accounts = [{ accountId: 7, label: 'EUR · LT12 3456' }];

const meta = {
  title: 'merchant/Popups',
  component: ButtonDialog,
  args: { button: null, accounts, logos, onSubmit: fn(async () => undefined), onClose: fn() },
} satisfies Meta<typeof ButtonDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The button form is checked before sending. */
export const ButtonRefusedThenSent: Story = {
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Create a button' });
    const form = within(dialog);
    await userEvent.click(form.getByRole('button', { name: 'Create' }));
    await expect(form.getByText('Enter a name of at most 100 characters.')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(form.getByRole('textbox', { name: /^Name/ }), 'Yoga class');
    await userEvent.type(form.getByRole('textbox', { name: /^Amount/ }), '12.50');
    await userEvent.click(form.getByRole('button', { name: 'Create' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Yoga class', accountId: 7, amount: '12.50', pbnExpiryDays: 30, logoId: null }),
    );
  },
};

export const VerificationWithFee: Story = {
  render: () => (
    <VerificationDialog
      accounts={accounts}
      fee={{ amount: '1.50', currencyCode: 'EUR' }}
      onAccount={fn()}
      onSubmit={fn(async () => undefined)}
      onClose={fn()}
    />
  ),
  play: async () => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Verify a person' });
    await expect(dialog).toHaveTextContent('Fee:');
    await expect(dialog).toHaveTextContent('1.50');
  },
};
