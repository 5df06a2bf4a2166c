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
export const Empty: Story = { args: { emails: ready([]) } };
export const Loading: Story = { args: { emails: loading } };
export const Failed: Story = { args: { emails: failed('Server is not available') } };
