import { act, renderHook } from '@testing-library/react';
import { useReveal } from './useReveal';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

test('a revealed secret counts down and is forgotten when the time is up', () => {
  const { result } = renderHook(() => useReveal<string>(10));
  expect(result.current.value).toBeNull();
  act(() => result.current.show('4821'));
  expect(result.current).toMatchObject({ value: '4821', secondsLeft: 10 });
  act(() => vi.advanceTimersByTime(3_000));
  expect(result.current).toMatchObject({ value: '4821', secondsLeft: 7 });
  act(() => vi.advanceTimersByTime(7_000));
  expect(result.current).toMatchObject({ value: null, secondsLeft: 0 });
});

test('hide forgets it at once', () => {
  const { result } = renderHook(() => useReveal<string>(30));
  act(() => result.current.show('secret'));
  act(() => result.current.hide());
  expect(result.current.value).toBeNull();
});

test('showing again starts the full time again', () => {
  const { result } = renderHook(() => useReveal<string>(10));
  act(() => result.current.show('4821'));
  act(() => vi.advanceTimersByTime(8_000));
  act(() => result.current.show('4821'));
  expect(result.current.secondsLeft).toBe(10);
});

test('the page going to the background hides it', () => {
  const { result } = renderHook(() => useReveal<string>(10));
  act(() => result.current.show('4821'));
  const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
  expect(result.current.value).toBeNull();
  visibility.mockRestore();
});
