import { i18n } from '@lingui/core';
import { toast } from '@paydeck/ui';
import { receiveNotification } from './receive';
import { notificationsStorageKey, useNotificationsStore } from './store';

describe('a realtime notification', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
  beforeEach(() => {
    useNotificationsStore.getState().reset();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  const context = () => ({ i18n, navigate: vi.fn(), refresh: vi.fn() });

  test('becomes a toast of its level for 10000 ms, is kept unread, and refreshes what it makes stale', () => {
    const show = vi.spyOn(toast, 'show').mockReturnValue('toast-1');
    const ctx = context();
    const item = receiveNotification(
      {
        type: 'notification',
        notification: { type: 'documentRejected', status: 'new', title: 'Document rejected', body: 'Too old.' },
      },
      ctx,
    );
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ level: 'error', title: 'Document rejected', body: 'Too old.', duration: 10_000 }),
    );
    expect(item).toMatchObject({ type: 'documentRejected', target: '/profile', read: false });
    expect(useNotificationsStore.getState().items).toHaveLength(1);
    expect(JSON.parse(sessionStorage.getItem(notificationsStorageKey) ?? '{}').state.items).toHaveLength(1);
    expect(ctx.refresh).toHaveBeenCalledWith('documentRejected');
  });

  test('a count (the requests waiting) is neither kept nor toasted: only what it makes stale is refreshed', () => {
    const show = vi.spyOn(toast, 'show').mockReturnValue('toast-1');
    const ctx = context();
    const item = receiveNotification(
      { type: 'notification', notification: { type: 'transactionRequests', status: 'count', title: '1', body: '' } },
      ctx,
    );
    expect(item).toBeUndefined();
    expect(show).not.toHaveBeenCalled();
    expect(useNotificationsStore.getState().items).toHaveLength(0);
    expect(ctx.refresh).toHaveBeenCalledWith('transactionRequests');
  });

  test('a click marks it read and navigates to its place after 1000 ms, not before', () => {
    const show = vi.spyOn(toast, 'show').mockReturnValue('toast-1');
    const ctx = context();
    receiveNotification({ type: 'notification', notification: { type: 'batchPartially', status: 'warning' } }, ctx);
    const onClick = show.mock.calls[0]?.[0].onClick;
    expect(onClick).toBeTypeOf('function');
    onClick?.();
    expect(useNotificationsStore.getState().items[0]?.read).toBe(true);
    vi.advanceTimersByTime(999);
    expect(ctx.navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(ctx.navigate).toHaveBeenCalledWith('/history/batch-transfers');
  });

  test('without a title the type gives one; an unknown type has nothing to open', () => {
    const show = vi.spyOn(toast, 'show').mockReturnValue('toast-1');
    receiveNotification({ type: 'notification', notification: { type: 'somethingNew', status: '' } }, context());
    expect(show.mock.calls[0]?.[0]).toMatchObject({ level: 'info', title: 'Notification', onClick: undefined });
  });

  test('an event without a notification is ignored; the list keeps the 20 newest', () => {
    const show = vi.spyOn(toast, 'show').mockReturnValue('toast-1');
    expect(receiveNotification({ type: 'notification' }, context())).toBeUndefined();
    expect(show).not.toHaveBeenCalled();
    for (let i = 0; i < 25; i += 1) {
      receiveNotification(
        { type: 'notification', notification: { type: 'info', status: 'info', title: `n${i}` } },
        context(),
      );
    }
    const items = useNotificationsStore.getState().items;
    expect(items).toHaveLength(20);
    expect(items[0]?.title).toBe('n24');
  });
});
