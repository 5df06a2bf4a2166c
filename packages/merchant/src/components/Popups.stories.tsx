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

const onVerify = fn(async () => undefined);

/** An e-mail over 254 characters and a name holding a bidi override are refused at their fields, not sent. */
export const VerificationRefusesLongOrUnsafeText: Story = {
  render: () => (
    <VerificationDialog
      accounts={accounts}
      fee={{ amount: '1.50', currencyCode: 'EUR' }}
      onAccount={fn()}
      onSubmit={onVerify}
      onClose={fn()}
    />
  ),
  play: async () => {
    const form = within(within(document.body).getByRole('dialog', { name: 'Verify a person' }));
    const email = form.getByRole('textbox', { name: /^E-mail/ });
    const first = form.getByRole('textbox', { name: /^First name/ });
    const last = form.getByRole('textbox', { name: /^Last name/ });
    await userEvent.click(email);
    await userEvent.paste(`${'e'.repeat(248)}@ex.com`);
    await userEvent.click(first);
    await userEvent.paste('Ana \u202eKovač');
    await userEvent.click(last);
    await userEvent.paste('ك'.repeat(101));
    await userEvent.click(form.getByRole('button', { name: 'Ask for the verification' }));
    await expect(email).toHaveAccessibleDescription('Use at most 254 characters.');
    await expect(first).toHaveAccessibleDescription(/invisible text-direction characters/);
    await expect(last).toHaveAccessibleDescription('Use at most 100 characters.');
    await expect(onVerify).not.toHaveBeenCalled();
  },
};
