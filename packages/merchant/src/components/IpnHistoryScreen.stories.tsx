import { failed, loading, ready } from '@paydeck/accounts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ipnMessages } from './commerce-fixtures';
import { IpnHistoryScreen } from './IpnHistoryScreen';

const meta = {
  title: 'merchant/IpnHistoryScreen',
  component: IpnHistoryScreen,
  args: {
    messages: ready(ipnMessages),
    canLoadMore: true,
    loadingMore: false,
    onLoadMore: fn(),
    onOpen: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof IpnHistoryScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Listed: Story = {
  tags: ['screen'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('grid', { name: 'IPN messages' })).toHaveTextContent('Not confirmed');
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(args.onLoadMore).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Open the message 30' }));
    await expect(args.onOpen).toHaveBeenCalledWith(ipnMessages[0]);
  },
};

export const AllLoaded: Story = {
  args: { canLoadMore: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Load more' })).toBeNull();
  },
};

export const None: Story = { args: { messages: ready([]) } };

export const Loading: Story = { args: { messages: loading } };

export const Failed: Story = { args: { messages: failed('The server is not available. Try again later.') } };
