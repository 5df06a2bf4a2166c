import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyScreen } from './lazyScreen';

const Hello = ({ name }: { name: string }) => <p>Hello, {name}</p>;

test('before its code is in, the screen suspends (the fallback shows)', async () => {
  let arrive: (component: typeof Hello) => void = () => {};
  const Screen = lazyScreen(() => new Promise<typeof Hello>((resolve) => (arrive = resolve)));
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Screen name="Lina" />
    </Suspense>,
  );
  expect(screen.getByText('Loading')).toBeTruthy();
  await act(async () => arrive(Hello));
  expect(await screen.findByText('Hello, Lina')).toBeTruthy();
});

test('once a loader waited for its code, the screen draws at once: no fallback to hold', async () => {
  const Screen = lazyScreen(async () => Hello);
  await Screen.preload();
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Screen name="Uma" />
    </Suspense>,
  );
  expect(screen.queryByText('Loading')).toBeNull();
  expect(screen.getByText('Hello, Uma')).toBeTruthy();
});

test('a chunk that failed to come is asked for again', async () => {
  const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(Hello);
  const Screen = lazyScreen(load);
  await expect(Screen.preload()).rejects.toThrow('offline');
  await expect(Screen.preload()).resolves.toBe(Hello);
  expect(load).toHaveBeenCalledTimes(2);
});
