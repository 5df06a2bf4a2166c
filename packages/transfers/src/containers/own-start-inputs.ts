import type { Account } from '@paydeck/accounts';
import { transferAccounts } from '../components/own-accounts/rules';
import type { LookupInputs } from '../components/own-accounts/types';

const nothingChosen: LookupInputs = { fromAccountId: null, toAccountId: null, amount: '' };

/**
 * The inputs the own-accounts lookups ask about. Until the form reports its own (once drawn), the accounts it will
 * start with (its `startValues`: the first account to the next), so the most you can send, the limits and the rate
 * are asked beside the screen's code rather than after the screen draws. A repeated transfer starts elsewhere: wait.
 */
export function ownLookupInputs(
  reported: LookupInputs | null,
  accounts: readonly Account[] | undefined,
  repeating: boolean,
): LookupInputs {
  if (reported) return reported;
  if (repeating || !accounts) return nothingChosen;
  const [from, to] = transferAccounts(accounts);
  return { fromAccountId: from?.accountId ?? null, toAccountId: to?.accountId ?? null, amount: '' };
}
