import { failed, loading, ready } from '@paydeck/accounts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { P2pScreen } from './P2pScreen';
import { booked, eurAccount, p2pSampleAccounts, sampleBeneficiaries, sampleRecent } from './fixtures';

const meta = {
  title: 'transfers/P2pScreen',
  component: P2pScreen,
  args: {
    allowed: true,
    accounts: ready(p2pSampleAccounts),
    onRetryAccounts: fn(),
    beneficiaries: ready(sampleBeneficiaries),
    recent: ready(sampleRecent),
    onRetryRecent: fn(),
    payee: null,
    fee: null,
    onValuesChange: fn(),
    onSubmit: fn(async () => booked),
    onAgain: fn(),
  },
} satisfies Meta<typeof P2pScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The form beside the last three transfers; an empty Continue says what each field needs. */
export const SendToAPerson: Story = {
  tags: ['screen'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Send to a person' })).toBeVisible();
    await expect(canvas.getByText('Pavel Push')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByRole('combobox', { name: /Payee's e-mail/ })).toHaveAccessibleDescription(
      /Enter the e-mail of the person you pay\./,
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A payee found and the fee with the total (the amount typed). */
export const PayeeAndFee: Story = {
  tags: ['screen'],
  args: {
    accounts: ready([eurAccount]),
    payee: ready({ exists: true, isEmployee: false, outBlacklist: true }),
    fee: ready({ fee: '0.20', feeCurrencyCode: 'EUR' }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: /Payee's e-mail/ }), 'pavel.push@demo.paydeck.test');
    await userEvent.tab();
    await userEvent.type(canvas.getByRole('textbox', { name: /Amount/ }), '25');
    await expect(canvas.getByText('€25.20')).toBeVisible();
    await expect(canvas.getByText('A Paydeck customer has this e-mail.')).toBeVisible();
    await expect(canvas.getByText('Total taken from the account')).toBeVisible();
  },
};

export const PayeeUnknown: Story = {
  args: { payee: ready({ exists: false, isEmployee: false, outBlacklist: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: /Payee's e-mail/ }), 'nobody@example.test');
    await userEvent.tab();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByRole('combobox', { name: /Payee's e-mail/ })).toHaveAccessibleDescription(
      /No Paydeck customer has this e-mail/,
    );
  },
};
/** Continue: the review of what leaves, the fee, the total and what the payee receives; nothing sent yet. */
export const Review: Story = {
  tags: ['screen'],
  args: {
    accounts: ready([eurAccount]),
    payee: ready({ exists: true, isEmployee: false, outBlacklist: true }),
    fee: ready({ fee: '0.20', feeCurrencyCode: 'EUR' }),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: /Payee's e-mail/ }), 'pavel.push@demo.paydeck.test');
    await userEvent.tab();
    await userEvent.type(canvas.getByRole('textbox', { name: /Amount/ }), '12.34');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByRole('heading', { name: 'Check before you send' })).toHaveFocus();
    await expect(canvas.getByTestId('review-total')).toHaveTextContent('€12.54');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The outcome after approval none: what happened, the transaction number, the link to history. */
export const Sent: Story = {
  tags: ['screen'],
  args: {
    accounts: ready([eurAccount]),
    initialResult: {
      result: booked,
      input: { fromAccountId: 11, toEmail: 'pavel.push@demo.paydeck.test', amount: '12.34', description: 'Dinner' },
    },
  },
};
export const WaitingForApproval: Story = {
  args: {
    accounts: ready([eurAccount]),
    initialResult: {
      result: { ...booked, approveType: 'push', approvalSentTo: 'Pixel 8', statusId: 41 },
      input: { fromAccountId: 11, toEmail: 'pavel.push@demo.paydeck.test', amount: '12.34' },
    },
  },
};
export const Checking: Story = { args: { payee: loading, fee: loading } };
export const NotAllowed: Story = { args: { allowed: false } };
export const NoPaymentAccount: Story = { args: { accounts: ready([]) } };
export const NoRecentTransfers: Story = { args: { recent: ready([]) } };
export const Loading: Story = { args: { accounts: loading, recent: loading } };
export const Failed: Story = {
  args: { accounts: failed('Server is not available'), recent: failed('Server is not available') },
};
