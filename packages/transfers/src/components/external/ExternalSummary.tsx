import { Trans, useLingui } from '@lingui/react/macro';
import { type Loadable, useMoneyText } from '@paydeck/accounts';
import { Skeleton } from '@paydeck/ui';
import type { ReactNode } from 'react';
import type { Limit } from '../../api/own-accounts';
import * as styles from '../own-accounts/own-accounts.css';
import { remaining } from '../own-accounts/rules';
import { muted } from '../p2p/p2p.css';
import type { FeeState } from './fee-lines';
import type { ExternalData } from './types';

/**
 * The fee (and crypto's network fee), what the beneficiary receives, the total taken, the most that can be sent
 * now and the limits. The money lines follow `fees` (fee-lines.ts): nothing for an amount the form refuses, a
 * skeleton while the fee of this amount is asked; before a fee may be asked a sentence says what it needs.
 */
export function ExternalSummary({
  data,
  fees,
  currency,
  receivedCurrency,
}: {
  data: ExternalData;
  fees: FeeState;
  currency: string;
  receivedCurrency: string;
}) {
  const { t } = useLingui();
  const money = useMoneyText();
  if (!currency) return null;
  return (
    <>
      {data.fee === null && (
        <p className={muted}>
          <Trans>The fee is shown once the account, the country and an amount greater than zero are entered.</Trans>
        </p>
      )}
      <dl className={styles.summary} aria-label={t`Transfer details`} aria-live="polite">
        {fees.kind !== 'none' && (
          <Line term={<Trans>Fee</Trans>} state={fees}>
            {fees.kind === 'ready' && money(fees.fee.fee, fees.fee.feeCurrencyCode)}
          </Line>
        )}
        {fees.kind === 'ready' && fees.networkFee && (
          <Line term={<Trans>Network fee</Trans>} state={fees}>
            {money(fees.networkFee.fee, fees.networkFee.feeCurrencyCode)}
          </Line>
        )}
        {fees.kind === 'ready' && (
          <Line term={<Trans>The beneficiary receives</Trans>} state={fees}>
            {money(fees.received, receivedCurrency)}
          </Line>
        )}
        {fees.kind === 'ready' && fees.total && (
          <Line term={<Trans>Total taken from the account</Trans>} state={fees}>
            {money(fees.total, currency)}
          </Line>
        )}
        {data.max && (
          <Line term={<Trans>The most you can send now</Trans>} state={data.max}>
            {data.max.kind === 'ready' && money(data.max.data.amount, currency)}
          </Line>
        )}
        {data.limits?.kind === 'ready' &&
          data.limits.data.map((limit) => <LimitLine key={limit.period} limit={limit} />)}
      </dl>
    </>
  );
}

function Line({
  term,
  state,
  children,
}: {
  term: ReactNode;
  state: FeeState | Loadable<unknown>;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <div className={styles.summaryLine}>
      <dt>{term}</dt>
      <dd className={styles.summaryValue}>
        {state.kind === 'loading' && (
          <span role="status" aria-label={t`Loading`}>
            <Skeleton width="6em" />
          </span>
        )}
        {state.kind === 'failed' && <span className={styles.problem}>{state.message}</span>}
        {state.kind === 'ready' && children}
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
