import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { accountKeys } from '@paydeck/accounts';
import { ApiError } from '@paydeck/api-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { cardKeys } from '../api/keys';
import { useCardAction } from './useCardAction';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

function setup<Input, Result>(send: (input: Input, key: string) => Promise<Result>) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const invalidated = vi.spyOn(queryClient, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </I18nProvider>
  );
  const hook = renderHook(() => useCardAction(send), { wrapper });
  return { hook, invalidated };
}

test('a success gives its answer and refreshes every card query and the account list', async () => {
  const { hook, invalidated } = setup(async (input: { amount: string }) => `booked ${input.amount}`);
  act(() => hook.result.current.run({ amount: '25.00' }));
  await waitFor(() => expect(hook.result.current.result).toBe('booked 25.00'));
  expect(hook.result.current.error).toBeNull();
  expect(invalidated).toHaveBeenCalledWith({ queryKey: cardKeys.all });
  expect(invalidated).toHaveBeenCalledWith({ queryKey: accountKeys.all });
});

test('a failure is worded for the person, and the page is refreshed all the same', async () => {
  const refusal = new ApiError({ code: 'VF', kind: 'business', message: 'insufficient funds on the card' });
  const { hook, invalidated } = setup(async () => {
    throw refusal;
  });
  act(() => hook.result.current.run(undefined));
  await waitFor(() => expect(hook.result.current.error).toBe('insufficient funds on the card'));
  expect(hook.result.current.result).toBeUndefined();
  expect(invalidated).toHaveBeenCalledWith({ queryKey: cardKeys.all });
});

test('a retry after a network failure sends the same idempotency key; a refusal or a reset renews it', async () => {
  const keys: string[] = [];
  const failures = [
    new ApiError({ code: 'AE', kind: 'network', message: 'networkError' }),
    new ApiError({ code: 'VF', kind: 'business', message: 'amount: exceeds the available balance' }),
  ];
  const { hook } = setup(async (_input: { amount: string }, key: string) => {
    keys.push(key);
    const failure = failures.shift();
    if (failure) throw failure;
    return 'ok';
  });
  const run = async () => {
    act(() => hook.result.current.run({ amount: '25.00' }));
    await waitFor(() => expect(hook.result.current.busy).toBe(false));
  };
  await run(); // network failure: the work may have been done
  await run(); // same key; refused for good
  await run(); // a new key
  expect(keys[1]).toBe(keys[0]);
  expect(keys[2]).not.toBe(keys[1]);
  expect(hook.result.current.result).toBe('ok');
  act(() => hook.result.current.reset());
  await waitFor(() => expect(hook.result.current.result).toBeUndefined());
  await run(); // after a reset (the dialog opened again), a new intent: a new key
  expect(keys[3]).not.toBe(keys[2]);
});
