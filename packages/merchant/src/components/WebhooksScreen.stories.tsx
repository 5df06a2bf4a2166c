import { failed, loading, ready } from '@paydeck/accounts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { requests, webhooks } from './fixtures';
import { WebhooksScreen } from './WebhooksScreen';

const meta = {
  title: 'merchant/WebhooksScreen',
  component: WebhooksScreen,
  args: {
    webhooks: ready(webhooks),
    log: {
      requests: ready(requests),
      filter: {},
      onFilter: fn(),
      hasMore: true,
      loadingMore: false,
      onLoadMore: fn(),
      onRetry: fn(),
    },
    onCreate: fn(),
    onEdit: fn(),
    onDelete: fn(),
    onPing: fn(),
    pinging: null,
    onRetry: fn(),
  },
} satisfies Meta<typeof WebhooksScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Listed: Story = {
  tags: ['screen'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('grid', { name: 'Webhooks' })).getAllByRole('row')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Ping Orders' }));
    await expect(args.onPing).toHaveBeenCalledWith(webhooks[0]);
    const log = canvas.getByRole('grid', { name: 'Request log' });
    await expect(log).toHaveTextContent('HTTP 204');
    await expect(log).toHaveTextContent('fetch failed');
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await expect(args.log.onLoadMore).toHaveBeenCalled();
  },
};

export const Filtering: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Search' }), 'refunds');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(args.log.onFilter).toHaveBeenCalledWith({ query: 'refunds' });
  },
};

export const NoWebhooks: Story = {
  args: {
    webhooks: ready([]),
    log: { ...meta.args.log, requests: ready([]), hasMore: false },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No webhooks yet')).toBeInTheDocument();
    await expect(canvas.getByText('No requests were sent yet.')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { webhooks: loading, log: { ...meta.args.log, requests: loading } },
};

export const Failed: Story = {
  args: { webhooks: failed('The server is not available. Try again later.') },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Try again' })[0] as HTMLElement);
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
