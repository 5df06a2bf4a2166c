import { failed, loading, ready } from '@paydeck/accounts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { PaymentEmailsScreen } from './PaymentEmailsScreen';

const meta = {
  title: 'kyc/PaymentEmailsScreen',
  component: PaymentEmailsScreen,
  args: {
    emails: ready([
      { id: 1, emailAddress: 'uma@demo.paydeck.test', status: 'Primary' as const, confirmed: true, accountIds: [1] },
      { id: 2, emailAddress: 'shop@demo.paydeck.test', status: 'Active' as const, confirmed: true, accountIds: [] },
      {
        id: 3,
        emailAddress: 'new@demo.paydeck.test',
        status: 'Unconfirmed' as const,
        confirmed: false,
        accountIds: [],
      },
    ]),
    onRetry: fn(),
    actions: { add: fn(), remove: fn(), setPrimary: fn(), requestCode: fn(), confirm: fn() },
    canManage: true,
  },
} satisfies Meta<typeof PaymentEmailsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Emails: Story = {
  tags: ['screen'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Delete uma@demo.paydeck.test' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Delete shop@demo.paydeck.test' })).toBeVisible();
  },
};
/** Without full access (a company's right 1, 3, 4, 5; an admin acting for the customer): the list only. */
export const ReadOnly: Story = {
  args: { canManage: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Your payment e-mails' })).toHaveTextContent('new@demo.paydeck.test');
    await expect(canvas.getByText('You can see these details but not change them.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Delete/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Make primary' })).toBeNull();
    await expect(canvas.queryByRole('form', { name: 'Confirm new@demo.paydeck.test' })).toBeNull();
    await expect(canvas.queryByRole('form', { name: 'Add a payment e-mail' })).toBeNull();
  },
};
export const Empty: Story = { args: { emails: ready([]) } };
export const Loading: Story = { args: { emails: loading } };
export const Failed: Story = { args: { emails: failed('Server is not available') } };
