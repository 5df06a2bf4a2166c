import { ready } from '@paydeck/accounts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ApiKeysScreen } from './ApiKeysScreen';
import { allowedIps, apiKeys } from './fixtures';
import { MerchantFrame } from './MerchantFrame';

const noop = () => {};

const meta = {
  title: 'merchant/MerchantFrame',
  component: MerchantFrame,
  args: {
    current: 'internal/api_key',
    fullAccess: true,
    children: (
      <ApiKeysScreen
        apiKeys={ready(apiKeys)}
        allowedIps={ready(allowedIps)}
        onCreateKey={noop}
        onEditKey={noop}
        onDeleteKey={noop}
        onAddIp={noop}
        onEditIp={noop}
        onDeleteIp={noop}
        onRetry={noop}
      />
    ),
  },
} satisfies Meta<typeof MerchantFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The tools are pages: a navigation of links, the current one marked; the screen is one panel (no card in a card). */
export const ApiKeys: Story = {
  tags: ['screen'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('tablist')).toBeNull();
    const tools = within(canvas.getByRole('navigation', { name: 'Merchant tools' }));
    const current = tools.getByRole('link', { name: 'API keys' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toHaveAttribute('href', '/merchant/internal/api_key');
    const panel = canvas.getByRole('heading', { name: 'API keys', level: 2 }).closest('section');
    const ips = canvas.getByRole('heading', { name: 'Allowed IPs', level: 3 }).closest('section') as HTMLElement;
    await expect(panel).toContainElement(ips);
    // The allowed IPs are a part of the panel, not a second card: no border of their own but the rule above.
    await expect(getComputedStyle(ips).borderLeftStyle).toBe('none');
  },
};

/** Without full access the internal tools are not offered. */
export const WithoutFullAccess: Story = {
  args: { current: 'buttons/saved', fullAccess: false, children: <p>Saved buttons</p> },
  play: async ({ canvasElement }) => {
    const tools = within(within(canvasElement).getByRole('navigation', { name: 'Merchant tools' }));
    await expect(tools.getByRole('link', { name: 'Saved buttons' })).toHaveAttribute('aria-current', 'page');
    await expect(tools.queryByRole('link', { name: 'API keys' })).toBeNull();
  },
};
