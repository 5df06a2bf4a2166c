import { Trans, useLingui } from '@lingui/react/macro';
import { LoadableView, type Loadable, useMoneyText } from '@paydeck/accounts';
import { Button, EmptyState, Link } from '@paydeck/ui';
import type { ReactNode } from 'react';
import type { MassSummaryAnswer } from '../../api/mass-transfers';
import type { MassTransferRail } from '../../model/mass-transfer';
import { percentFraction } from '../../model/percent';
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
  } | null;
  /**
   * With `pending` null: the file of the upload was too large to keep over a reload (MASS-WIRE.md "Screens");
   * its name, to ask for it again.
   */
  fileToChooseAgain?: string | null;
  /** The rail's upload screen (the way back when there is nothing to confirm). */
  uploadHref: string;
  summary: Loadable<MassSummaryAnswer>;
  onRetry: () => void;
  onBack: () => void;
  onSubmit: () => void;
  submitting: boolean;
  /** Why the submit was refused, as text. */
  refusal: string | null;
  notice?: ReactNode;
}

/** transfer/external/mass/confirm and transfer/mass/p2p/confirm: the summary (onlySummary), then the submit. */
export function MassConfirmScreen(props: MassConfirmScreenProps) {
  const { t, i18n } = useLingui();
  const money = useMoneyText();
  const { pending } = props;
  if (!pending) {
    return (
      <section className={styles.screen} aria-labelledby="mass-confirm-title">
        <h1 id="mass-confirm-title">{t`Confirm the mass transfer`}</h1>
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
      </section>
    );
  }
  const percent = (value: string) => {
    const fraction = percentFraction(value);
    return fraction === null
      ? value
      : i18n.number(fraction, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 });
  };
  return (
    <section className={styles.screen} aria-labelledby="mass-confirm-title">
      <h1 id="mass-confirm-title">{i18n._(massTitles[pending.rail])}</h1>
      <p className={styles.muted}>
        {pending.fileName
          ? t`Batch “${pending.batchName}” from ${pending.accountNumber}, file ${pending.fileName}.`
          : t`Batch “${pending.batchName}” from ${pending.accountNumber}, pasted rows.`}
      </p>
      <LoadableView value={props.summary} label={t`Reading the rows`} onRetry={props.onRetry} lines={4}>
        {({ summary, rows }) => (
          <>
            <dl className={styles.summary} aria-label={t`Summary`}>
              <div>
                <dt className={styles.term}>{t`Payments to send`}</dt>
                <dd className={styles.value}>{i18n.number(summary.count)}</dd>
              </div>
              <div>
                <dt className={styles.term}>{t`Rows not sent`}</dt>
                <dd className={styles.value}>{i18n.number(summary.rejectedCount)}</dd>
              </div>
              <div>
                <dt className={styles.term}>{t`Estimated total`}</dt>
                <dd className={styles.value} data-testid="mass-estimated-total">
                  {money(summary.estimatedTotal, summary.currencyCode)}
                </dd>
              </div>
              <div>
                <dt className={styles.term}>{t`Largest fee of one payment`}</dt>
                <dd className={styles.value}>{money(summary.maximumTrxFee, summary.currencyCode)}</dd>
              </div>
              {summary.extraFxMarkupPercent !== null ? (
                <div>
                  <dt className={styles.term}>{t`Extra currency exchange markup`}</dt>
                  <dd className={styles.value}>{percent(summary.extraFxMarkupPercent)}</dd>
                </div>
              ) : null}
            </dl>
            {summary.rejectedCount > 0 ? (
              <p role="status" className={styles.problem}>
                {t`Rows with a problem are not sent. Fix them in your file and upload it again, or send the others.`}
              </p>
            ) : null}
            <MassRowsTable rows={rows} />
            {props.refusal ? (
              <p role="alert" className={styles.problem}>
                {props.refusal}
              </p>
            ) : null}
            {props.notice}
            <div className={styles.actions}>
              <Button onPress={props.onSubmit} isLoading={props.submitting} isDisabled={summary.count === 0}>
                <Trans>Send the payments</Trans>
              </Button>
              <Button variant="secondary" onPress={props.onBack}>
                <Trans>Back</Trans>
              </Button>
            </div>
          </>
        )}
      </LoadableView>
    </section>
  );
}
