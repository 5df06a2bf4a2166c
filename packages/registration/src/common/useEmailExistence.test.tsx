import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useEmailExistence } from './useEmailExistence';

const checkEmail = vi.hoisted(() => vi.fn<(api: unknown, email: string) => Promise<number>>());
vi.mock('../api/email-check', async (original) => ({
  ...(await original<typeof import('../api/email-check')>()),
  checkEmail,
}));

function renderCheck(email: string) {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(({ value }) => useEmailExistence(value), { wrapper, initialProps: { value: email } });
}

test.each(['', 'a@b.c', 'nora@example', 'nora.example.com'])('%j is never sent to the check', async (email) => {
  checkEmail.mockReset();
  const { result } = renderCheck(email);
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(result.current).toBeUndefined();
  expect(checkEmail).not.toHaveBeenCalled();
});

test('a valid e-mail is checking (2) while typed, then its answer', async () => {
  checkEmail.mockReset().mockResolvedValue(1);
  const { result, rerender } = renderCheck('');
  rerender({ value: 'annapersonal@demo' });
  expect(result.current).toBeUndefined();
  rerender({ value: 'anna.personal@demo.paydeck.test' });
  expect(result.current).toBe(2);
  await waitFor(() => expect(result.current).toBe(1));
  expect(checkEmail).toHaveBeenCalledTimes(1);
  expect(checkEmail.mock.lastCall?.[1]).toBe('anna.personal@demo.paydeck.test');
});

test('a failed check is status -1', async () => {
  checkEmail.mockResolvedValue(-1);
  const { result } = renderCheck('nora@example.test');
  await waitFor(() => expect(result.current).toBe(-1));
});
