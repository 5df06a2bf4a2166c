// A payment to a person repeated from history (`recentTransferDetails`): the form's values it starts from.
import type { Account } from '@paydeck/accounts';
import type { RecentTransferDetails } from '../../api/recent-transfer-details';
import type { P2pValues } from './p2p-rules';

/** Its account while it still pays (else the form's first), its payee, the amount that left and the reference. */
export function p2pRepeatValues(
  details: Pick<RecentTransferDetails, 'fromAccountId' | 'toEmail' | 'amount' | 'description'>,
  accounts: readonly Account[],
): Partial<P2pValues> {
  const pays = accounts.some((account) => account.accountId === details.fromAccountId);
  return {
    ...(pays ? { fromAccountId: details.fromAccountId } : {}),
    toEmail: details.toEmail ?? '',
    amount: details.amount,
    description: details.description ?? '',
  };
}
