import { Trans, useLingui } from '@lingui/react/macro';
import { useMoneyText } from '@paydeck/accounts';
import type { OwnTransferResult } from '../../api/own-accounts';
import * as styles from './own-accounts.css';

/** What the answer of a transfer says (payments.md 3): the transaction id, the amounts and the fee. */
export function TransferDetails({
  result,
}: {
  result: Pick<
    OwnTransferResult,
    'transactionId' | 'fee' | 'fromAmount' | 'fromCurrencyCode' | 'toAmount' | 'toCurrencyCode'
  >;
}) {
  const { t } = useLingui();
  const money = useMoneyText();
  const feeCurrency = result.fromCurrencyCode ?? result.toCurrencyCode ?? '';
  return (
    <dl className={styles.summary} aria-label={t`Transfer`}>
      <div className={styles.summaryLine}>
        <dt>
          <Trans>Transaction</Trans>
        </dt>
        <dd className={styles.summaryValue} data-testid="transaction-id">
          {result.transactionId}
        </dd>
      </div>
      {result.fromAmount && result.fromCurrencyCode && (
        <div className={styles.summaryLine}>
          <dt>
            <Trans>Sent</Trans>
          </dt>
          <dd className={styles.summaryValue} data-testid="sent-amount">
            {money(result.fromAmount, result.fromCurrencyCode)}
          </dd>
        </div>
      )}
      {result.toAmount && result.toCurrencyCode && (
        <div className={styles.summaryLine}>
          <dt>
            <Trans>Received</Trans>
          </dt>
          <dd className={styles.summaryValue} data-testid="arrived-amount">
            {money(result.toAmount, result.toCurrencyCode)}
          </dd>
        </div>
      )}
      <div className={styles.summaryLine}>
        <dt>
          <Trans>Fee</Trans>
        </dt>
        <dd className={styles.summaryValue} data-testid="fee">
          {feeCurrency ? money(result.fee, feeCurrency) : result.fee}
        </dd>
      </div>
    </dl>
  );
}
