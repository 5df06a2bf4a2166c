import { failed, loading, ready } from '@paydeck/accounts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApiLogScreen } from './ApiLogScreen';
import { apiKeys, apiRequests } from './fixtures';

const meta = {
  title: 'merchant/ApiLogScreen',
  component: ApiLogScreen,
  args: { apiKeys, requests: ready(apiRequests), filter: {}, onFilter: fn(), onRetry: fn() },
} satisfies Meta<typeof ApiLogScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Listed: Story = {
  tags: ['screen'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('grid', { name: 'API log' });
    await expect(table).toHaveTextContent('POST /api/public/refund');
    await expect(table).toHaveTextContent('Shop backend');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(args.onFilter).toHaveBeenCalledWith({});
  },
};

export const NoneMatch: Story = {
  args: { requests: ready([]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No calls match.')).toBeInTheDocument();
  },
};

export const Loading: Story = { args: { requests: loading } };

export const Failed: Story = { args: { requests: failed('The server is not available. Try again later.') } };
