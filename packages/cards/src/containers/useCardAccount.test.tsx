import type { Account } from '@paydeck/accounts';
import { renderHook } from '@testing-library/react';
import { useCardAccount } from './useCardAccount';

const navigate = vi.fn();
let accounts: { data: Account[] | undefined; isFetching: boolean } = { data: undefined, isFetching: false };

vi.mock('@tanstack/react-router', () => ({ useRouter: () => ({ navigate }) }));
vi.mock('@paydeck/accounts', () => ({ useAccounts: () => accounts }));

const card = (accountId: number, typeId: number, statusId: number) => ({ accountId, typeId, statusId }) as Account;

beforeEach(() => {
  navigate.mockReset();
});

test.each([
  // accountId, goes home
  [21, false], // an active card
  [23, false], // a canceled card: its page says so
  [22, true], // its account is closed
  [11, true], // a payment account
  [99, true], // not the customer's
])('card page of account %i goes home: %s', (accountId, goesHome) => {
  accounts = {
    data: [card(11, 1001, 2), card(21, 4001, 2), card(22, 4001, 11), card(23, 4001, 4)],
    isFetching: false,
  };
  const { result } = renderHook(() => useCardAccount(accountId));
  expect(result.current.goesHome).toBe(goesHome);
  expect(result.current.account?.accountId ?? null).toBe(goesHome ? null : accountId);
  if (goesHome) expect(navigate).toHaveBeenCalledWith({ href: '/home', replace: true });
  else expect(navigate).not.toHaveBeenCalled();
});

test('nothing is decided while the accounts are loading', () => {
  accounts = { data: undefined, isFetching: true };
  const { result } = renderHook(() => useCardAccount(21));
  expect(result.current).toMatchObject({ account: null, goesHome: false });
  expect(navigate).not.toHaveBeenCalled();
});

test('a card missing from a list that is being fetched again waits for the new list (a card just ordered)', () => {
  accounts = { data: [card(11, 1001, 2)], isFetching: true };
  const { result, rerender } = renderHook(() => useCardAccount(21));
  expect(result.current).toMatchObject({ account: null, goesHome: false });
  expect(navigate).not.toHaveBeenCalled();

  accounts = { data: [card(11, 1001, 2), card(21, 4001, 2)], isFetching: false };
  rerender();
  expect(result.current).toMatchObject({ account: { accountId: 21 }, goesHome: false });
  expect(navigate).not.toHaveBeenCalled();
});
