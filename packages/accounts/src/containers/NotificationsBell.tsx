import { useRouter } from '@tanstack/react-router';
import { RouterProvider } from 'react-aria-components';
import { NotificationsMenu } from '../components/notifications/NotificationsMenu';
import { openNotification } from '../notifications/receive';
import { useNotificationsStore } from '../notifications/store';

/** The header's notifications button: the unread count and this session's list. */
export function NotificationsBell() {
  const router = useRouter();
  const items = useNotificationsStore((state) => state.items);
  const markAllRead = useNotificationsStore((state) => state.markAllRead);
  return (
    <RouterProvider navigate={(href) => void router.navigate({ href })}>
      <NotificationsMenu
        items={items}
        unreadCount={items.filter((item) => !item.read).length}
        onOpen={(item) => openNotification(item, { navigate: (href) => void router.navigate({ href }) })}
        onMarkAllRead={markAllRead}
      />
    </RouterProvider>
  );
}
