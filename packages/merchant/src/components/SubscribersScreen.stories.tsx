import { failed, loading, ready } from '@paydeck/accounts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { subscriptions } from './commerce-fixtures';
import { SubscribersScreen } from './SubscribersScreen';

const meta = {
  title: 'merchant/SubscribersScreen',
  component: SubscribersScreen,
  args: {
    page: ready({ subscriptions, total: 2 }),
    pageNumber: 1,
    onPage: fn(),
    onCancel: fn(),
    onInstallments: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof SubscribersScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Listed: Story = {
  tags: ['screen'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // only the active one may be canceled
    await expect(
      canvas.queryByRole('button', { name: 'Cancel the subscription of lea.moreau@example.com' }),
    ).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel the subscription of ines.keller@example.com' }));
    await expect(args.onCancel).toHaveBeenCalledWith(subscriptions[0]);
  },
};

export const SecondPage: Story = {
  args: { page: ready({ subscriptions, total: 102 }), pageNumber: 2 },
};

export const None: Story = {
  args: { page: ready({ subscriptions: [], total: 0 }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No subscribers yet.')).toBeInTheDocument();
  },
};

export const Loading: Story = { args: { page: loading } };

export const Failed: Story = { args: { page: failed('The server is not available. Try again later.') } };
