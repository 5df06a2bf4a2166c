import { act, renderHook } from '@testing-library/react';
import { useViewFlags } from './useViewFlags';

/** A matchMedia over a settable viewport width, understanding the min-width queries of media.ts. */
function fakeViewport(initialWidth: number) {
  let width = initialWidth;
  const listeners = new Set<() => void>();
  window.matchMedia = (query: string) => {
    const min = Number(/min-width: ([\d.]+)px/.exec(query)?.[1]);
    return {
      get matches() {
        return width >= min;
      },
      media: query,
      addEventListener: (_: string, fn: () => void) => listeners.add(fn),
      removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
    } as unknown as MediaQueryList;
  };
  return {
    resize(next: number) {
      width = next;
      for (const fn of listeners) fn();
    },
  };
}

test.each([
  [375, { xl: false, lg: false, md: false, sm: false }],
  [575, { xl: false, lg: false, md: false, sm: false }],
  [576, { xl: false, lg: false, md: false, sm: true }],
  [870, { xl: false, lg: false, md: false, sm: true }],
  [871, { xl: false, lg: false, md: true, sm: true }],
  [992, { xl: false, lg: true, md: true, sm: true }],
  [1279, { xl: false, lg: true, md: true, sm: true }],
  [1280, { xl: true, lg: true, md: true, sm: true }],
])('at %i px the flags are %o', (width, expected) => {
  fakeViewport(width);
  const { result } = renderHook(() => useViewFlags());
  expect(result.current).toEqual(expected);
});

test('updates when the viewport crosses a flag width', () => {
  const viewport = fakeViewport(800);
  const { result } = renderHook(() => useViewFlags());
  expect(result.current.md).toBe(false);
  act(() => viewport.resize(1000));
  expect(result.current).toEqual({ xl: false, lg: true, md: true, sm: true });
});
