import { Trans, useLingui } from '@lingui/react/macro';
import { LoadableView, type Loadable, pageLayout as layout, useMoneyText } from '@paydeck/accounts';
import { addDecimals } from '@paydeck/brand-config/decimal';
import { Button, EmptyState, Link } from '@paydeck/ui';
import type { ReactNode } from 'react';
import type { MassSummaryAnswer } from '../../api/mass-transfers';
import type { FileRefusal } from '../../model/file-refusal';
import { massColumns, type MassTransferRail } from '../../model/mass-transfer';
import { percentFraction } from '../../model/percent';
import { FileRefusalReport } from '../batch-upload/FileRefusalReport';
import { massTitles } from './labels';
import { MassRowsTable } from './MassRowsTable';
import * as styles from './mass.css';

export interface MassConfirmScreenProps {
  /** Null when nothing waits for confirmation (the page was opened directly, or the batch was sent). */
  pending: {
    rail: MassTransferRail;
    batchName: string;
    accountNumber: string;
    /** The file's name, or null for pasted rows. */
    fileName: string | null;
    /** The file line of the first payment row (2 under a header). */
    firstLine?: number;
  } | null;
  /**
   * With `pending` null: the file of the upload was too large to keep over a reload (MASS-WIRE.md "Screens");
   * its name, to ask for it again.
   */
  fileToChooseAgain?: string | null;
  /** The rail's upload screen (the way back when there is nothing to confirm). */
  uploadHref: string;
  /** The rail's sample file, when it is known. */
  sampleHref?: string | null;
  summary: Loadable<MassSummaryAnswer>;
  /** The server refused the file (or the pasted rows) whole: each problem with its line and column. */
  fileRefusals?: readonly FileRefusal[] | null;
  onRetry: () => void;
  onBack: () => void;
  onSubmit: () => void;
  submitting: boolean;
  /** Why the submit was refused, as text. */
  refusal: string | null;
  notice?: ReactNode;
}

/** transfer/external/mass/confirm and transfer/mass/p2p/confirm: the review (onlySummary), then the submit. */
export function MassConfirmScreen(props: MassConfirmScreenProps) {
  const { t, i18n } = useLingui();
  const money = useMoneyText();
  const { pending } = props;
  if (!pending) {
    return (
      <div className={layout.page}>
        <header className={layout.pageHeader}>
          <h1 className={layout.title} id="mass-confirm-title">{t`Confirm the mass transfer`}</h1>
        </header>
        {props.notice}
        <EmptyState
          title={props.fileToChooseAgain ? t`Choose the file again` : t`Nothing to confirm`}
          description={
            props.fileToChooseAgain
              ? t`The file ${props.fileToChooseAgain} is larger than what this page keeps when it is reloaded. Choose it again on the upload screen: the batch name and the account are still there.`
              : t`Upload a file or paste the rows of a mass transfer first.`
          }
          action={
            <Link href={props.uploadHref}>
              <Trans>Go to the upload</Trans>
            </Link>
          }
        />
      </div>
    );
  }
  const percent = (value: string) => {
    const fraction = percentFraction(value);
    return fraction === null
      ? value
      : i18n.number(fraction, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 });
  };
  const fact = (label: string, value: ReactNode, testId?: string) => (
    <div className={layout.fact}>
      <dt className={layout.factLabel}>{label}</dt>
      <dd className={layout.factValue} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
  const back = (
    <Button variant="secondary" onPress={props.onBack}>
      <Trans>Choose another file</Trans>
    </Button>
  );
  return (
    <div className={layout.page}>
      <header className={layout.pageHeader}>
        <h1 className={layout.title} id="mass-confirm-title">
          {i18n._(massTitles[pending.rail])}
        </h1>
      </header>
      <p className={layout.muted}>
        {pending.fileName
          ? t`Batch “${pending.batchName}” from ${pending.accountNumber}, file ${pending.fileName}.`
          : t`Batch “${pending.batchName}” from ${pending.accountNumber}, pasted rows.`}
      </p>
      {props.fileRefusals && props.fileRefusals.length > 0 ? (
        <FileRefusalReport
          refusals={props.fileRefusals}
          columns={massColumns[pending.rail]}
          sampleHref={props.sampleHref ?? null}
          action={back}
        />
      ) : (
        <LoadableView value={props.summary} label={t`Reading the rows`} onRetry={props.onRetry} lines={4}>
          {({ summary, rows }) => {
            const fees = addDecimals(
              rows.flatMap((row) => (row.problems.length === 0 && row.fee ? [row.fee] : [])),
              2,
            );
            return (
              <>
                <section className={layout.section} aria-labelledby="mass-review-title">
                  <h2 id="mass-review-title" className={layout.subtitle}>
                    <Trans>Review before you send</Trans>
                  </h2>
                  <dl className={layout.facts} aria-label={t`Summary`}>
                    {fact(t`From account`, pending.accountNumber)}
                    {fact(t`Payments to send`, i18n.number(summary.count))}
                    {fact(t`Rows not sent`, i18n.number(summary.rejectedCount))}
                    {fact(t`Fees`, money(fees, summary.currencyCode))}
                    {fact(t`Largest fee of one payment`, money(summary.maximumTrxFee, summary.currencyCode))}
                    {summary.extraFxMarkupPercent !== null
                      ? fact(t`Extra currency exchange markup`, percent(summary.extraFxMarkupPercent))
                      : null}
                    {fact(
                      t`Estimated total`,
                      money(summary.estimatedTotal, summary.currencyCode),
                      'mass-estimated-total',
                    )}
                  </dl>
                  <p className={layout.muted}>
                    <Trans>
                      The estimated total leaves the account when you send: the payments, their fees and any exchange
                      markup. Each payment shows in history.
                    </Trans>
                  </p>
                  {summary.rejectedCount > 0 ? (
                    <p role="status" className={styles.problem}>
                      {t`Rows with a problem are not sent. Fix them in your file and upload it again, or send the others.`}
                    </p>
                  ) : null}
                  {props.refusal ? (
                    <p role="alert" className={layout.message}>
                      {props.refusal}
                    </p>
                  ) : null}
                  {props.notice}
                  <div className={layout.actions}>
                    <Button onPress={props.onSubmit} isLoading={props.submitting} isDisabled={summary.count === 0}>
                      <Trans>Send the payments</Trans>
                    </Button>
                    <Button variant="secondary" onPress={props.onBack}>
                      <Trans>Back</Trans>
                    </Button>
                  </div>
                </section>
                <section className={layout.section} aria-labelledby="mass-rows-title">
                  <h2 id="mass-rows-title" className={layout.subtitle}>
                    <Trans>Payments</Trans>
                  </h2>
                  <MassRowsTable rows={rows} firstLine={pending.firstLine ?? 2} />
                </section>
              </>
            );
          }}
        </LoadableView>
      )}
    </div>
  );
}
