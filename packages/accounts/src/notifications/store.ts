// The notifications received in this session, for the header's unread count and its list. Kept in
// sessionStorage (client state that survives a reload, DESIGN.md), cleared on logout.
import type { ToastLevel } from '@paydeck/ui';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const NOTIFICATIONS_KEPT = 20;
export const notificationsStorageKey = 'paydeck.notifications';

export interface ReceivedNotification {
  id: string;
  type: string;
  level: ToastLevel;
  title: string | null;
  body: string | null;
  /** Where opening it leads; null when this app does not know the type. */
  target: string | null;
  receivedAt: number;
  read: boolean;
}

interface NotificationsState {
  items: ReceivedNotification[];
  add: (item: Omit<ReceivedNotification, 'id' | 'receivedAt' | 'read'>, now?: number) => ReceivedNotification;
  markRead: (id: string) => void;
  markAllRead: () => void;
  reset: () => void;
}

let sequence = 0;

export const useNotificationsStore = create<NotificationsState>()(
  persist(
    (set) => ({
      items: [],
      add(item, now = Date.now()) {
        sequence += 1;
        const received: ReceivedNotification = { ...item, id: `${now}-${sequence}`, receivedAt: now, read: false };
        set((state) => ({ items: [received, ...state.items].slice(0, NOTIFICATIONS_KEPT) }));
        return received;
      },
      markRead: (id) =>
        set((state) => ({ items: state.items.map((item) => (item.id === id ? { ...item, read: true } : item)) })),
      markAllRead: () => set((state) => ({ items: state.items.map((item) => ({ ...item, read: true })) })),
      reset: () => set({ items: [] }),
    }),
    {
      name: notificationsStorageKey,
      storage: createJSONStorage(() => sessionStorage),
      partialize: (state) => ({ items: state.items }),
    },
  ),
);

/** How many notifications of this session are not read yet (the header's count). */
export const useUnreadNotificationCount = (): number =>
  useNotificationsStore((state) => state.items.filter((item) => !item.read).length);
