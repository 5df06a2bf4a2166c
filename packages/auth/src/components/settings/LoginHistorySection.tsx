import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, DataTable, EmptyState, LazyDateField, type TableColumn } from '@paydeck/ui';
import { type FormEvent, useState } from 'react';
import { LOGIN_HISTORY_PAGE_SIZE, type LoginEvent, type LoginHistory } from '../../api/security';
import type { Loadable } from '../common/Loadable';
import * as styles from '../layout/layout.css';
import { Message } from '../layout/PublicPage';

export interface DateRange {
  fromDate?: string | undefined;
  toDate?: string | undefined;
}

export interface LoginHistorySectionProps {
  history: Loadable<LoginHistory>;
  range: DateRange;
  onRangeChange: (range: DateRange) => void;
  page: number;
  onPageChange: (page: number) => void;
  formatDateTime: (iso: string) => string;
  onRetry: () => void;
  /** 2 inside the settings tabs, 1 on its own page. */
  headingLevel?: 1 | 2;
}

/** A calendar date as the native date input gives it (YYYY-MM-DD), or nothing. */
const isoDate = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

/** Login history with a date filter, 20 a page (payments spec 7, 9). */
export function LoginHistorySection({
  history,
  range,
  onRangeChange,
  page,
  onPageChange,
  formatDateTime,
  onRetry,
  headingLevel = 2,
}: LoginHistorySectionProps) {
  const { t, i18n } = useLingui();
  const [from, setFrom] = useState(range.fromDate ?? '');
  const [to, setTo] = useState(range.toDate ?? '');
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const fromDate = isoDate(from);
  const toDate = isoDate(to);
  // ISO dates compare as text.
  const invalidRange = fromDate !== undefined && toDate !== undefined && toDate < fromDate;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!invalidRange) onRangeChange({ fromDate, toDate });
  }

  const columns: TableColumn<LoginEvent>[] = [
    { id: 'date', header: t`Date`, noWrap: true, cell: (row) => formatDateTime(row.date), isRowHeader: true },
    { id: 'ip', header: t`IP address`, noWrap: true, cell: (row) => row.ip ?? '—' },
    { id: 'client', header: t`Application`, cell: (row) => label(clientLabels, row.client, i18n) },
    { id: 'flow', header: t`Verification`, cell: (row) => label(flowLabels, row.flow, i18n) },
  ];

  return (
    <section className={styles.section} aria-labelledby="history-title">
      <Heading id="history-title" className={headingLevel === 1 ? styles.title : styles.subtitle}>
        <Trans>Login history</Trans>
      </Heading>
      <form className={styles.fieldRow} onSubmit={submit} aria-label={t`Filter by date`}>
        <LazyDateField label={t`From`} value={from} onChange={setFrom} />
        <LazyDateField
          label={t`To`}
          value={to}
          onChange={setTo}
          errorMessage={invalidRange ? t`The end date must not be before the start date.` : undefined}
        />
        <div className={styles.actions}>
          <Button type="submit" variant="secondary">
            <Trans>Show</Trans>
          </Button>
        </div>
      </form>
      {history.kind === 'failed' ? (
        <>
          <Message tone="error">{history.message}</Message>
          <Button variant="secondary" size="small" onPress={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        </>
      ) : (
        <DataTable
          label={t`Login history`}
          columns={columns}
          rows={history.kind === 'ready' ? history.data.loginHistory : []}
          rowKey={(row) => String(row.id ?? row.date)}
          isLoading={history.kind === 'loading'}
          page={page}
          pageSize={LOGIN_HISTORY_PAGE_SIZE}
          total={history.kind === 'ready' ? history.data.results : undefined}
          onPageChange={onPageChange}
          empty={<EmptyState headingLevel={3} title={t`No sign-in in this period`} />}
        />
      )}
    </section>
  );
}

const clientLabels: Record<string, MessageDescriptor> = {
  spa: msg`Web`,
  sei: msg`Partner site`,
  device: msg`Mobile app`,
};

const flowLabels: Record<string, MessageDescriptor> = {
  simple: msg`Password`,
  direct: msg`Password`,
  otp: msg`One-time code`,
  sms: msg`SMS code`,
  push: msg`Push approval`,
  verifyDevice: msg`New device confirmed by e-mail`,
  device: msg`Linked device`,
};

/** A known value in words; an unknown one as sent. */
const label = (labels: Record<string, MessageDescriptor>, value: string | null, i18n: I18n) => {
  if (!value) return '—';
  const descriptor = labels[value];
  return descriptor ? i18n._(descriptor) : value;
};
