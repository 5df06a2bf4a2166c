import { act, screen } from '@testing-library/react';
import { renderUi } from '../test/render';
import { Toaster } from './Toaster';
import { defaultToastDuration, toast, toastQueue } from './toastQueue';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  act(() => toast.clear());
  vi.useRealTimers();
});

test("the default duration is the spec's 10000 ms", () => {
  expect(defaultToastDuration).toBe(10_000);
  act(() => {
    toast.show({ level: 'success', title: 'Saved' });
  });
  expect(toastQueue.visibleToasts[0]?.timeout).toBe(10_000);
});

test('a toast stays 10000 ms, then closes by itself', () => {
  renderUi(<Toaster />);
  act(() => {
    toast.show({ level: 'info', title: 'Payment received', body: '12.00 EUR from Ana' });
  });
  expect(screen.getByText('Payment received')).toBeTruthy();
  act(() => vi.advanceTimersByTime(9_999));
  expect(screen.queryByText('Payment received')).not.toBeNull();
  act(() => vi.advanceTimersByTime(1));
  expect(screen.queryByText('Payment received')).toBeNull();
});

test('a duration can be given, or null to keep the toast until closed', () => {
  renderUi(<Toaster />);
  act(() => {
    toast.show({ level: 'warning', title: 'Short', duration: 3_000 });
    toast.show({ level: 'error', title: 'Sticky', duration: null });
  });
  act(() => vi.advanceTimersByTime(3_000));
  expect(screen.queryByText('Short')).toBeNull();
  act(() => vi.advanceTimersByTime(60_000));
  expect(screen.getByText('Sticky')).toBeTruthy();
});

test('the level is said in words, not only by colour', () => {
  renderUi(<Toaster />);
  act(() => {
    toast.show({ level: 'error', title: 'Card declined' });
  });
  expect(screen.getByRole('alertdialog', { name: 'Error: Card declined' })).toBeTruthy();
});

test('pressing a toast with onClick calls it and closes the toast', () => {
  const onClick = vi.fn();
  renderUi(<Toaster />);
  act(() => {
    toast.show({ title: 'New message', onClick });
  });
  act(() => screen.getByRole('button', { name: /New message/ }).click());
  expect(onClick).toHaveBeenCalledOnce();
  expect(screen.queryByText('New message')).toBeNull();
});
