import { Trans } from '@lingui/react/macro';
import { type Loadable, sumDecimals, useMoneyText } from '@paydeck/accounts';
import type { Fee } from '../../api/schemas';
import * as styles from './p2p.css';

/**
 * The fee of the typed amount (asked only for an amount greater than 0, a valid payee and an account) and
 * the total taken from the account when both are in the same currency.
 */
export function FeeLine({
  fee,
  amount,
  currency,
}: {
  fee: Loadable<Fee> | null;
  amount: string | null;
  currency: string;
}) {
  const money = useMoneyText();
  if (fee === null) {
    return (
      <p className={styles.muted}>
        <Trans>The fee is shown once the payee and an amount greater than zero are entered.</Trans>
      </p>
    );
  }
  if (fee.kind === 'loading') {
    return (
      <p className={styles.muted} role="status">
        <Trans>Calculating the fee…</Trans>
      </p>
    );
  }
  if (fee.kind === 'failed') {
    const reason = fee.message;
    return (
      <p className={styles.muted} role="status">
        <Trans>The fee could not be calculated now: {reason}</Trans>
      </p>
    );
  }
  const feeText = money(fee.data.fee, fee.data.feeCurrencyCode);
  const sameCurrency = amount !== null && fee.data.feeCurrencyCode.toUpperCase() === currency.toUpperCase();
  const totalText = sameCurrency ? money(sumDecimals([amount, fee.data.fee]), currency) : null;
  return (
    <dl className={styles.facts} aria-live="polite">
      <div className={styles.fact}>
        <dt className={styles.factLabel}>
          <Trans>Fee</Trans>
        </dt>
        <dd className={styles.factValue}>{feeText}</dd>
      </div>
      {totalText && (
        <div className={styles.fact}>
          <dt className={styles.factLabel}>
            <Trans>Total taken from the account</Trans>
          </dt>
          <dd className={styles.factValue}>{totalText}</dd>
        </div>
      )}
    </dl>
  );
}
