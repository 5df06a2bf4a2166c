import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ReceivedNotification } from '../../notifications/store';
import { NotificationsMenu } from './NotificationsMenu';

const items: ReceivedNotification[] = [
  {
    id: '3',
    type: 'batchPartially',
    level: 'warning',
    title: 'Batch partly completed',
    body: 'One payment of "Freelancers, design sprint" was rejected.',
    target: '/history/batch-transfers',
    receivedAt: Date.parse('2026-11-21T09:12:00Z'),
    read: false,
  },
  {
    id: '2',
    type: 'documentRejected',
    level: 'error',
    title: 'Document rejected',
    body: 'Your proof of address is older than three months.',
    target: '/profile',
    receivedAt: Date.parse('2026-11-21T08:40:00Z'),
    read: false,
  },
  {
    id: '1',
    type: 'info',
    level: 'info',
    title: 'Instant payments now 24/7',
    body: null,
    target: '/news',
    receivedAt: Date.parse('2026-11-20T17:00:00Z'),
    read: true,
  },
];

const onOpen = fn();
const meta = {
  title: 'accounts/NotificationsMenu',
  component: NotificationsMenu,
  args: { items, unreadCount: 2, onOpen, onMarkAllRead: fn() },
} satisfies Meta<typeof NotificationsMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unread: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Notifications, 2 unread' });
    await userEvent.click(button);
    const dialog = await within(document.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /Batch partly completed/ }));
    await expect(onOpen).toHaveBeenCalledWith(items[0]);
  },
};

export const NothingYet: Story = { args: { items: [], unreadCount: 0 } };
