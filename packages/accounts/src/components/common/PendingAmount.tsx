import { Trans } from '@lingui/react/macro';
import type { Account } from '../../api/accounts';
import { hasPending } from '../../model/account';
import { useMoneyText } from './Money';
import * as styles from './layout.css';

/**
 * Money of the account on hold (`pendingAmount`: an operation waiting for an approval), shown beside the balance
 * and never as spendable; nothing when none is held. Every screen that shows an account's balance uses it.
 */
export function PendingAmount({ account }: { account: Pick<Account, 'pendingAmount' | 'currencyCode'> }) {
  const money = useMoneyText();
  if (!hasPending(account)) return null;
  return (
    <p className={styles.pending} data-testid="pending-amount">
      <Trans>Pending: {money(account.pendingAmount, account.currencyCode)}</Trans>
    </p>
  );
}
