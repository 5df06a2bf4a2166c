// A transfer between own accounts repeated from history (`recentTransferDetails`): the form's values it starts from.
import type { Account } from '@paydeck/accounts';
import type { RecentTransferDetails } from '../../api/recent-transfer-details';
import type { OwnTransferValues } from './rules';

/**
 * Its two accounts when both still take part (else the form's first two), the amount that left (in the source's
 * currency, what the form asks) and the reference the person typed. A repeat never repeats the schedule.
 */
export function ownRepeatValues(
  details: Pick<RecentTransferDetails, 'fromAccountId' | 'toAccountId' | 'amount' | 'description'>,
  accounts: readonly Account[],
): Partial<OwnTransferValues> {
  const takesPart = (id: number | null) => id !== null && accounts.some((account) => account.accountId === id);
  const bothAccounts =
    takesPart(details.fromAccountId) && takesPart(details.toAccountId) && details.fromAccountId !== details.toAccountId;
  return {
    ...(bothAccounts ? { fromAccountId: details.fromAccountId, toAccountId: details.toAccountId } : {}),
    amount: details.amount,
    reference: details.description ?? '',
  };
}
