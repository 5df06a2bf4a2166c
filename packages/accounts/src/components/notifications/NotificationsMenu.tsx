import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '@paydeck/i18n';
import { Button as UiButton } from '@paydeck/ui';
import { Button, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import type { ReceivedNotification } from '../../notifications/store';
import * as styles from './notifications.css';

export interface NotificationsMenuProps {
  items: readonly ReceivedNotification[];
  unreadCount: number;
  onOpen: (item: ReceivedNotification) => void;
  onMarkAllRead: () => void;
  /** Opens the list at once (stories). */
  defaultOpen?: boolean;
}

/** The header's notifications: a button with the unread count, opening this session's list. */
export function NotificationsMenu({ items, unreadCount, onOpen, onMarkAllRead, defaultOpen }: NotificationsMenuProps) {
  const { t, i18n } = useLingui();
  const label = unreadCount > 0 ? t`Notifications, ${unreadCount} unread` : t`Notifications`;
  return (
    <DialogTrigger defaultOpen={defaultOpen}>
      <Button className={styles.trigger} aria-label={label}>
        <svg
          aria-hidden="true"
          width="20"
          height="20"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
          <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </svg>
        {unreadCount > 0 && (
          <span aria-hidden="true" className={styles.badge} data-testid="unread-notifications">
            {unreadCount > 99 ? '99+' : unreadCount}
          </span>
        )}
      </Button>
      <Popover className={styles.popover} placement="bottom end">
        <Dialog className={styles.dialog} aria-labelledby="notifications-heading">
          {({ close }) => (
            <>
              <div className={styles.header}>
                <Heading slot="title" id="notifications-heading" className={styles.heading}>
                  <Trans>Notifications</Trans>
                </Heading>
                {unreadCount > 0 && (
                  <UiButton variant="link" size="small" onPress={onMarkAllRead}>
                    <Trans>Mark all as read</Trans>
                  </UiButton>
                )}
              </div>
              {items.length === 0 ? (
                <p>
                  <Trans>No notifications in this session.</Trans>
                </p>
              ) : (
                <ul className={styles.list}>
                  {items.map((item) => (
                    <li key={item.id}>
                      <Button
                        className={styles.item[item.level]}
                        onPress={() => {
                          onOpen(item);
                          close();
                        }}
                      >
                        <span className={styles.itemTitle}>{item.title ?? t`Notification`}</span>
                        {item.body && <span className={styles.itemBody}>{item.body}</span>}
                        <span className={styles.itemBody}>
                          {formatDate(item.receivedAt, i18n.locale, 'dateTime')}
                          {!item.read && (
                            <>
                              {' · '}
                              <span className={styles.unread}>
                                <Trans>Unread</Trans>
                              </span>
                            </>
                          )}
                        </span>
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
              <p className={styles.itemBody}>
                <Plural value={items.length} one="# notification this session" other="# notifications this session" />
              </p>
            </>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
