import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '@paydeck/i18n';
import { signedDecimal } from '../../model/decimal';
import * as styles from './layout.css';

/** An amount with its currency, in the interface language; `outgoing` shows it negative. */
export function Money({
  amount,
  currency,
  outgoing = false,
}: {
  amount: string;
  currency: string;
  outgoing?: boolean;
}) {
  const { i18n } = useLingui();
  return <span className={styles.amount}>{formatMoney(signedDecimal(amount, outgoing), currency, i18n.locale)}</span>;
}

/** The same as text (table cells, labels). */
export function useMoneyText() {
  const { i18n } = useLingui();
  return (amount: string, currency: string, outgoing = false) =>
    formatMoney(signedDecimal(amount, outgoing), currency, i18n.locale);
}
