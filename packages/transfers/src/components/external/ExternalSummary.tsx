import { Trans, useLingui } from '@lingui/react/macro';
import { type Loadable, sumDecimals, useMoneyText } from '@paydeck/accounts';
import { Skeleton } from '@paydeck/ui';
import type { ReactNode } from 'react';
import type { Limit } from '../../api/own-accounts';
import { wireAmount } from '../../model/amount';
import * as styles from '../own-accounts/own-accounts.css';
import { muted } from '../p2p/p2p.css';
import { remaining } from '../own-accounts/rules';
import type { ExternalData } from './types';

/**
 * The fee (and crypto's network fee), the total taken, the most that can be sent now and the limits: each
 * line appears once its lookup may be asked (payments.md 5); before that a sentence says what it needs.
 */
export function ExternalSummary({ data, amount, currency }: { data: ExternalData; amount: string; currency: string }) {
  const { t } = useLingui();
  const money = useMoneyText();
  const sent = wireAmount(amount);
  const fees = [data.fee, data.networkFee].flatMap((f) => (f === null ? [] : [f]));
  const ready = fees.every((f) => f.kind === 'ready') && fees.length > 0;
  const sameCurrency =
    ready && fees.every((f) => f.kind === 'ready' && f.data.feeCurrencyCode.toUpperCase() === currency.toUpperCase());
  const total =
    sent && sameCurrency ? sumDecimals([sent, ...fees.map((f) => (f.kind === 'ready' ? f.data.fee : '0'))]) : null;
  if (!currency) return null;
  return (
    <>
      {data.fee === null && (
        <p className={muted}>
          <Trans>The fee is shown once the account, the country and an amount greater than zero are entered.</Trans>
        </p>
      )}
      <dl className={styles.summary} aria-label={t`Transfer details`} aria-live="polite">
        <Line term={<Trans>Fee</Trans>} lookup={data.fee}>
          {(fee) => money(fee.fee, fee.feeCurrencyCode)}
        </Line>
        <Line term={<Trans>Network fee</Trans>} lookup={data.networkFee}>
          {(fee) => money(fee.fee, fee.feeCurrencyCode)}
        </Line>
        {data.fee?.kind === 'ready' && data.fee.data.toAmount && (
          <div className={styles.summaryLine}>
            <dt>
              <Trans>The beneficiary receives</Trans>
            </dt>
            <dd className={styles.summaryValue}>{data.fee.data.toAmount}</dd>
          </div>
        )}
        {total && (
          <div className={styles.summaryLine}>
            <dt>
              <Trans>Total taken from the account</Trans>
            </dt>
            <dd className={styles.summaryValue}>{money(total, currency)}</dd>
          </div>
        )}
        <Line term={<Trans>The most you can send now</Trans>} lookup={data.max}>
          {(max) => money(max.amount, currency)}
        </Line>
        {data.limits?.kind === 'ready' &&
          data.limits.data.map((limit) => <LimitLine key={limit.period} limit={limit} />)}
      </dl>
    </>
  );
}

function Line<T>({
  term,
  lookup,
  children,
}: {
  term: ReactNode;
  lookup: Loadable<T> | null;
  children: (value: T) => ReactNode;
}) {
  const { t } = useLingui();
  if (lookup === null) return null;
  return (
    <div className={styles.summaryLine}>
      <dt>{term}</dt>
      <dd className={styles.summaryValue}>
        {lookup.kind === 'loading' && (
          <span role="status" aria-label={t`Loading`}>
            <Skeleton width="6em" />
          </span>
        )}
        {lookup.kind === 'failed' && <span className={styles.problem}>{lookup.message}</span>}
        {lookup.kind === 'ready' && children(lookup.data)}
      </dd>
    </div>
  );
}

function LimitLine({ limit }: { limit: Limit }) {
  const money = useMoneyText();
  const left = money(remaining(limit), limit.currencyCode);
  const of = money(limit.limit, limit.currencyCode);
  return (
    <div className={styles.summaryLine}>
      <dt>
        {limit.period === 'day' && <Trans>Daily limit</Trans>}
        {limit.period === 'week' && <Trans>Weekly limit</Trans>}
        {limit.period === 'month' && <Trans>Monthly limit</Trans>}
      </dt>
      <dd className={styles.summaryValue}>
        <Trans>
          {left} left of {of}
        </Trans>
      </dd>
    </div>
  );
}
