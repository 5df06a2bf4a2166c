import { Trans, useLingui } from '@lingui/react/macro';
import { useMoneyText } from '@paydeck/accounts';
import { formatAmount } from '@paydeck/i18n';
import { Skeleton } from '@paydeck/ui';
import type { ReactNode } from 'react';
import type { Limit } from '../../api/own-accounts';
import { convertAmount, currencyScale, remaining, typedAmount } from './rules';
import * as styles from './own-accounts.css';
import type { Lookup, OwnTransferLookups } from './types';

/**
 * What the chosen accounts and amount mean before the review: the rate and what the target receives (only for
 * an amount the form takes: none above the most that can be sent), the fee, that most and the limits. Each line
 * appears once its lookup is asked.
 */
export function TransferSummary({
  lookups,
  amount,
  fromCurrency,
  toCurrency,
}: {
  lookups: OwnTransferLookups;
  amount: string;
  fromCurrency: string | undefined;
  toCurrency: string | undefined;
}) {
  const { t, i18n } = useLingui();
  const money = useMoneyText();
  const max = lookups.max.kind === 'ready' ? lookups.max.data.amount : null;
  const sent = typedAmount(amount, fromCurrency, max);
  const rate = lookups.rate.kind === 'ready' ? lookups.rate.data : null;
  const received = sent && rate && toCurrency ? convertAmount(sent, rate, currencyScale(toCurrency)) : null;
  if (!fromCurrency || !toCurrency) return null;
  return (
    <dl className={styles.summary} aria-label={t`Transfer details`}>
      <Line term={<Trans>Exchange rate</Trans>} lookup={lookups.rate}>
        {(value) => `1 ${fromCurrency} = ${formatAmount(value, i18n.locale)} ${toCurrency}`}
      </Line>
      <div className={styles.summaryLine}>
        <dt>
          <Trans>The account receives</Trans>
        </dt>
        <dd className={styles.summaryValue} aria-live="polite" data-testid="received-amount">
          {received ? money(received, toCurrency) : '–'}
        </dd>
      </div>
      <Line term={<Trans>Fee</Trans>} lookup={lookups.fee}>
        {(fee) => money(fee.fee, fee.feeCurrencyCode)}
      </Line>
      <Line term={<Trans>The most you can send now</Trans>} lookup={lookups.max}>
        {(max) =>
          max.type === 'limit' ? (
            <Trans>{money(max.amount, fromCurrency)} (your limit)</Trans>
          ) : (
            <Trans>{money(max.amount, fromCurrency)} (your balance)</Trans>
          )
        }
      </Line>
      {lookups.limits.kind === 'ready' &&
        lookups.limits.data.map((limit) => <LimitLine key={limit.period} limit={limit} />)}
      {lookups.limits.kind === 'failed' && (
        <Line term={<Trans>Limits</Trans>} lookup={lookups.limits}>
          {() => null}
        </Line>
      )}
    </dl>
  );
}

function Line<T>({
  term,
  lookup,
  children,
}: {
  term: ReactNode;
  lookup: Lookup<T>;
  children: (value: T) => ReactNode;
}) {
  const { t } = useLingui();
  if (lookup.kind === 'idle') return null;
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
