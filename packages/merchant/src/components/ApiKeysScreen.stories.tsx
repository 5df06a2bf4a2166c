import { failed, loading, ready } from '@paydeck/accounts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApiKeysScreen } from './ApiKeysScreen';
import { allowedIps, apiKeys } from './fixtures';

const meta = {
  title: 'merchant/ApiKeysScreen',
  component: ApiKeysScreen,
  args: {
    apiKeys: ready(apiKeys),
    allowedIps: ready(allowedIps),
    onCreateKey: fn(),
    onEditKey: fn(),
    onDeleteKey: fn(),
    onAddIp: fn(),
    onEditIp: fn(),
    onDeleteIp: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ApiKeysScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Listed: Story = {
  tags: ['screen'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const keys = canvas.getByRole('grid', { name: 'API keys' });
    await expect(keys).toHaveTextContent('pk_live_3fQa…'); // the prefix only: the key is never listed
    await expect(canvas.getByRole('grid', { name: 'Allowed IPs' })).toHaveTextContent('203.0.113.0 – 203.0.113.255');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Office' }));
    await expect(args.onDeleteIp).toHaveBeenCalledWith(allowedIps[0]);
  },
};

export const Empty: Story = {
  args: { apiKeys: ready([]), allowedIps: ready([]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No API keys yet.')).toBeInTheDocument();
    await expect(canvas.getByText('No ranges: calls are accepted from anywhere.')).toBeInTheDocument();
  },
};

export const Loading: Story = { args: { apiKeys: loading, allowedIps: loading } };

export const Failed: Story = { args: { apiKeys: failed('The server is not available. Try again later.') } };
