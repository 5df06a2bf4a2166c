import { Trans, useLingui } from '@lingui/react/macro';
import { failureText, useMoneyText } from '@paydeck/accounts';
import { Button, Dialog } from '@paydeck/ui';
import { useEffect, useRef, useState } from 'react';
import type { Withdrawal, WithdrawalDetails } from '../../api/global-pay-recipient';
import { extraParamLabels, methodLabels, paymentStatusLabels } from './labels';
import * as styles from './withdrawal.css';

type Loaded = { kind: 'loading' } | { kind: 'ready'; data: WithdrawalDetails } | { kind: 'failed'; message: string };

/** One earlier payment of the last withdrawals: a button naming it, opening its details read from the server. */
export function WithdrawalDetailsButton({
  withdrawal,
  summary,
  load,
}: {
  withdrawal: Withdrawal;
  /** The row's words (amount, method, date). */
  summary: string;
  load: (paymentId: number) => Promise<WithdrawalDetails>;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [attempt, setAttempt] = useState(0);
  return (
    <>
      <Button variant="link" size="small" onPress={() => setOpen(true)} aria-label={t`Details of ${summary}`}>
        {summary}
      </Button>
      <Dialog title={t`Earlier payment`} isOpen={open} onOpenChange={setOpen}>
        {open && (
          <WithdrawalFacts
            key={attempt}
            paymentId={withdrawal.paymentId}
            load={load}
            onRetry={() => setAttempt((n) => n + 1)}
          />
        )}
      </Dialog>
    </>
  );
}

/** Reads the payment once when shown; "Try again" shows a new one (the parent's key). */
function WithdrawalFacts({
  paymentId,
  load,
  onRetry,
}: {
  paymentId: number;
  load: (paymentId: number) => Promise<WithdrawalDetails>;
  onRetry: () => void;
}) {
  const { t, i18n } = useLingui();
  const money = useMoneyText();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const once = useRef({ paymentId, load, i18n });
  useEffect(() => {
    let current = true;
    const { paymentId: id, load: read, i18n: words } = once.current;
    read(id).then(
      (data) => current && setLoaded({ kind: 'ready', data }),
      (failure: unknown) => current && setLoaded({ kind: 'failed', message: failureText(failure, words) }),
    );
    return () => {
      current = false;
    };
  }, []);

  if (loaded.kind === 'loading') return <p role="status">{t`Loading the payment`}</p>;
  if (loaded.kind === 'failed')
    return (
      <div role="alert">
        <p>{loaded.message}</p>
        <Button variant="secondary" size="small" onPress={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  const { data } = loaded;
  const label = (descriptor: (typeof methodLabels)[string], fallback: string) =>
    descriptor ? i18n._(descriptor) : fallback;
  const facts: [string, string][] = [
    [t`Amount`, data.amount && data.currencyCode ? money(data.amount, data.currencyCode) : '—'],
    [t`Status`, label(paymentStatusLabels[data.status], data.status)],
    ...(data.method ? [[t`Paid by`, label(methodLabels[data.method], data.method)] as [string, string]] : []),
    ...(data.date ? [[t`Date`, i18n.date(new Date(data.date), { dateStyle: 'long' })] as [string, string]] : []),
    ...Object.entries(data.details)
      .filter(([name]) => name !== 'toCurrencyCode')
      .map(([name, value]): [string, string] => [label(extraParamLabels[name], name), value]),
  ];
  return (
    <dl className={styles.facts}>
      {facts.map(([term, value]) => (
        <div key={term} className={styles.fact}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
