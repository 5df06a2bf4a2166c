import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '@paydeck/i18n';
import {
  Button,
  DataTable,
  EmptyState,
  LazyDateField,
  ListOption,
  Select,
  type TableColumn,
  TextField,
} from '@paydeck/ui';
import { type FormEvent, useState } from 'react';
import type { Account } from '../../api/accounts';
import type {
  Agreement,
  ExportFormat,
  MonthlyStatement,
  MonthlyStatements,
  StatementTotals,
} from '../../api/statements';
import { MONTHLY_PAGE_SIZE } from '../../api/statements';
import { isValidPeriod, type Period } from '../../model/period';
import { DownloadLink } from '../common/DownloadLink';
import * as layout from '../common/layout.css';
import { Failure, type Loadable, LoadableView } from '../common/Loadable';
import { useMoneyText } from '../common/Money';
import * as styles from './statements.css';

export type ExportState =
  | { kind: 'idle' }
  | { kind: 'building'; format: ExportFormat }
  | { kind: 'ready'; format: ExportFormat; fileName: string; url: string }
  | { kind: 'failed'; message: string };

export type SendState =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; text: string }
  | { kind: 'failed'; message: string };

export interface StatementsScreenProps {
  accounts: readonly Account[];
  accountId: number | null;
  onAccountChange: (accountId: number) => void;
  period: Period;
  onPeriodChange: (period: Period) => void;
  totals: Loadable<StatementTotals> | null;
  exportState: ExportState;
  onBuild: (format: ExportFormat) => void;
  defaultEmail: string;
  sendState: SendState;
  onSend: (email: string) => void;
  monthly: Loadable<MonthlyStatements> | null;
  monthlyPage: number;
  onMonthlyPage: (page: number) => void;
  agreements: Loadable<Agreement[]>;
  /** Which document is being prepared: 'confirmation' or an agreement id. */
  preparing: 'confirmation' | number | null;
  documentError?: string | null | undefined;
  onConfirmation: () => void;
  onAgreement: (id: number) => void;
  onRetry: () => void;
}

/** /statements: totals of a period, exports (PDF, CSV, by e-mail), monthly statements, documents. */
export function StatementsScreen(props: StatementsScreenProps) {
  const { t, i18n } = useLingui();
  const money = useMoneyText();
  const [from, setFrom] = useState(props.period.fromDate);
  const [to, setTo] = useState(props.period.toDate);
  const [email, setEmail] = useState(props.defaultEmail);
  const candidate = { fromDate: from, toDate: to };
  const account = props.accounts.find((a) => a.accountId === props.accountId);
  const busy = props.exportState.kind === 'building';
  const building = props.exportState.kind === 'building' ? props.exportState.format : null;

  function showPeriod(event: FormEvent) {
    event.preventDefault();
    if (isValidPeriod(candidate)) props.onPeriodChange(candidate);
  }

  const monthColumns: TableColumn<MonthlyStatement>[] = [
    {
      id: 'month',
      header: t`Month`,
      isRowHeader: true,
      cell: (row) => formatDate(`${row.fromDate}T12:00:00Z`, i18n.locale, 'monthYear', { timeZone: 'UTC' }),
    },
    {
      id: 'file',
      header: t`Statement`,
      phone: 'aside',
      cell: (row) => (
        <DownloadLink href={row.url} fileName={row.fileName} size="small">
          <Trans>Download PDF</Trans>
        </DownloadLink>
      ),
    },
  ];

  return (
    <div className={layout.page}>
      <h1 className={layout.title}>
        <Trans>Statements</Trans>
      </h1>
      <section className={layout.section} aria-labelledby="period-title">
        <h2 id="period-title" className={layout.subtitle}>
          <Trans>Account and period</Trans>
        </h2>
        <form className={layout.fieldRow} onSubmit={showPeriod} aria-label={t`Account and period`} noValidate>
          <Select
            label={t`Account`}
            items={props.accounts.map((a) => ({ id: a.accountId, name: `${a.currencyCode} · ${a.accountNumber}` }))}
            selectedKey={props.accountId}
            onSelectionChange={(key) => key !== null && props.onAccountChange(Number(key))}
          >
            {(item) => <ListOption id={item.id}>{item.name}</ListOption>}
          </Select>
          <LazyDateField label={t`From date`} value={from} onChange={setFrom} isRequired />
          <LazyDateField
            label={t`To date`}
            value={to}
            onChange={setTo}
            isRequired
            errorMessage={
              from !== '' && to !== '' && to < from ? t`The end date must not be before the start date.` : undefined
            }
          />
          <div className={styles.formButton}>
            <Button type="submit" variant="secondary" isDisabled={!isValidPeriod(candidate)}>
              <Trans>Show</Trans>
            </Button>
          </div>
        </form>
        {props.totals && account && (
          <LoadableView value={props.totals} label={t`Loading the statement`} onRetry={props.onRetry}>
            {(totals) => (
              <dl className={layout.facts}>
                {[
                  [t`Beginning balance`, money(totals.beginningBalance, totals.currencyCode)],
                  [t`Total debit`, money(totals.totalDebit, totals.currencyCode)],
                  [t`Total credit`, money(totals.totalCredit, totals.currencyCode)],
                  [t`Ending balance`, money(totals.endingBalance, totals.currencyCode)],
                  [t`Processing`, String(totals.processingCount)],
                  [t`Rejected`, String(totals.rejectedCount)],
                ].map(([label, value]) => (
                  <div key={label} className={layout.fact}>
                    <dt className={layout.factLabel}>{label}</dt>
                    <dd className={layout.factValue}>{value}</dd>
                  </div>
                ))}
              </dl>
            )}
          </LoadableView>
        )}
      </section>

      <section className={layout.section} aria-labelledby="export-title">
        <h2 id="export-title" className={layout.subtitle}>
          <Trans>Export this period</Trans>
        </h2>
        <div className={layout.actions}>
          <Button onPress={() => props.onBuild('pdf')} isDisabled={!account || busy} isLoading={building === 'pdf'}>
            <Trans>Prepare PDF</Trans>
          </Button>
          <Button
            variant="secondary"
            onPress={() => props.onBuild('csv')}
            isDisabled={!account || busy}
            isLoading={building === 'csv'}
          >
            <Trans>Prepare CSV</Trans>
          </Button>
        </div>
        <div aria-live="polite">
          {busy && (
            <p className={layout.muted}>
              <Trans>Preparing your statement…</Trans>
            </p>
          )}
          {props.exportState.kind === 'ready' && (
            <div className={layout.actions}>
              <p className={layout.text}>
                <Trans>Your statement is ready.</Trans>
              </p>
              <DownloadLink href={props.exportState.url} fileName={props.exportState.fileName}>
                <Trans>Download {props.exportState.fileName}</Trans>
              </DownloadLink>
            </div>
          )}
        </div>
        {props.exportState.kind === 'failed' && <Failure message={props.exportState.message} />}
        {props.exportState.kind === 'ready' && (
          <form
            className={layout.fieldRow}
            aria-label={t`Send by e-mail`}
            onSubmit={(event) => {
              event.preventDefault();
              props.onSend(email.trim());
            }}
          >
            <TextField label={t`Send it to`} type="email" value={email} onChange={setEmail} isRequired />
            <div className={styles.formButton}>
              <Button
                type="submit"
                variant="secondary"
                isLoading={props.sendState.kind === 'sending'}
                isDisabled={!email.includes('@')}
              >
                <Trans>Send by e-mail</Trans>
              </Button>
            </div>
          </form>
        )}
        {props.sendState.kind === 'sent' && (
          <p role="status" className={layout.successMessage}>
            {props.sendState.text}
          </p>
        )}
        {props.sendState.kind === 'failed' && <Failure message={props.sendState.message} />}
      </section>

      <section className={layout.section} aria-labelledby="monthly-title">
        <h2 id="monthly-title" className={layout.subtitle}>
          <Trans>Monthly statements</Trans>
        </h2>
        {props.monthly === null ? null : props.monthly.kind === 'failed' ? (
          <Failure message={props.monthly.message} onRetry={props.onRetry} />
        ) : (
          <DataTable
            label={t`Monthly statements`}
            columns={monthColumns}
            rows={props.monthly.kind === 'ready' ? props.monthly.data.exports : []}
            rowKey={(row) => row.month}
            isLoading={props.monthly.kind === 'loading'}
            page={props.monthlyPage}
            pageSize={MONTHLY_PAGE_SIZE}
            total={props.monthly.kind === 'ready' ? props.monthly.data.results : undefined}
            onPageChange={props.onMonthlyPage}
            empty={
              <EmptyState
                headingLevel={3}
                title={t`No monthly statement yet`}
                description={t`The first one comes after the account's first month.`}
              />
            }
          />
        )}
      </section>

      <section className={layout.section} aria-labelledby="documents-title">
        <h2 id="documents-title" className={layout.subtitle}>
          <Trans>Documents</Trans>
        </h2>
        {props.documentError && <Failure message={props.documentError} />}
        <div className={styles.document}>
          <div>
            <h3 className={styles.documentTitle}>
              <Trans>Account confirmation</Trans>
            </h3>
            <p className={layout.muted}>
              <Trans>A letter confirming that you hold this account with us, with our legal details.</Trans>
            </p>
          </div>
          <Button
            variant="secondary"
            onPress={props.onConfirmation}
            isDisabled={!account}
            isLoading={props.preparing === 'confirmation'}
          >
            <Trans>Download PDF</Trans>
          </Button>
        </div>
        <LoadableView value={props.agreements} label={t`Loading your agreements`} onRetry={props.onRetry}>
          {(agreements) =>
            agreements.map((agreement) => (
              <div key={agreement.id} className={styles.document}>
                <div>
                  <h3 className={styles.documentTitle}>{agreement.title}</h3>
                  <p className={layout.muted}>
                    <Trans>Accepted on {formatDate(agreement.acceptedAt, i18n.locale, 'date')}</Trans>
                  </p>
                </div>
                <Button
                  variant="secondary"
                  onPress={() => props.onAgreement(agreement.id)}
                  isLoading={props.preparing === agreement.id}
                  aria-label={t`Download PDF: ${agreement.title}`}
                >
                  <Trans>Download PDF</Trans>
                </Button>
              </div>
            ))
          }
        </LoadableView>
      </section>
    </div>
  );
}
