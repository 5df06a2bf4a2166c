import { Trans, useLingui } from '@lingui/react/macro';
import { EmptyState } from '@paydeck/ui';
import type { Account } from '../../api/accounts';
import { availableAmount } from '../../model/account';
import { compareDecimal } from '../../model/decimal';
import { useMoneyText } from '../common/Money';
import { PendingAmount } from '../common/PendingAmount';
import * as styles from './home.css';

/** One card per open currency account: balance, money on hold (pending), what is available. */
export function BalanceCards({ accounts }: { accounts: readonly Account[] }) {
  const { t } = useLingui();
  const money = useMoneyText();
  if (accounts.length === 0) {
    return (
      <EmptyState
        headingLevel={3}
        title={t`No currency account yet`}
        description={t`Add a currency to hold money in it.`}
      />
    );
  }
  return (
    <ul className={styles.balances} aria-label={t`Balances`}>
      {accounts.map((account) => {
        const available = availableAmount(account);
        return (
          <li
            key={account.accountId}
            className={styles.balanceCard}
            data-testid="balance"
            data-currency={account.currencyCode}
          >
            <span className={styles.currency}>
              <span className={styles.currencyCode}>{account.currencyCode}</span>
              <span>{account.accountNumber}</span>
            </span>
            <p className={styles.balance}>{money(account.balance, account.currencyCode)}</p>
            <PendingAmount account={account} />
            {compareDecimal(available, account.balance) !== 0 && (
              <p className={styles.detail}>
                <Trans>Available: {money(available, account.currencyCode)}</Trans>
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
