import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { pageLayout as layout } from '@paydeck/accounts';
import { Button } from '@paydeck/ui';
import type { PaymentRow } from '../../api/global-pay';
import { BATCH_COLUMNS } from '../../model/mass-row';
import * as uploadStyles from '../batch-upload/batch-upload.css';
import { SampleFileLink } from '../batch-upload/BatchUploadFields';
import { cellProblemLabel, columnLabels } from './labels';

/** At most this many rows are listed (the table marks every one). */
const LISTED = 20;

export interface BatchProblemsProps {
  payments: readonly PaymentRow[];
  sampleHref: string | null;
  editable: boolean;
  onEdit: (row: PaymentRow) => void;
}

/**
 * The rows of an uploaded file that cannot be paid as they are, one entry a row: its number in the table and its
 * line in the file (the header is line 1), each column that is wrong and why, and a way to fix it.
 */
export function BatchProblems({ payments, sampleHref, editable, onEdit }: BatchProblemsProps) {
  const { t, i18n } = useLingui();
  const rows = payments
    .map((row, index) => ({ row, index }))
    .filter(({ row }) => !row.removed && Object.keys(row.problems).length > 0);
  const bad = rows.length;
  if (bad === 0) return null;
  return (
    <section className={layout.section} aria-labelledby="batch-problems-title">
      <h2 id="batch-problems-title" className={layout.subtitle}>
        {plural(bad, {
          one: '# payment needs fixing before you submit',
          other: '# payments need fixing before you submit',
        })}
      </h2>
      <p className={layout.muted}>
        <Trans>Edit each one here, or remove it. Nothing is sent until you submit the batch.</Trans>
      </p>
      <ul className={uploadStyles.report} aria-label={t`Payments to fix`}>
        {rows.slice(0, LISTED).map(({ row, index }) => {
          const number = i18n.number(index + 1);
          const line = i18n.number(index + 2);
          const name = row.paymentData.beneficiaryName || t`Row ${number}`;
          return (
            <li key={row.paymentId} className={uploadStyles.reportEntry}>
              <span className={uploadStyles.where}>{t`Payment ${number} (line ${line} of the file)`}</span>
              {BATCH_COLUMNS.filter((column) => row.problems[column]).map((column) => {
                const problem = row.problems[column];
                return problem ? (
                  <span key={column}>
                    {i18n._(columnLabels[column])} <span className={uploadStyles.code}>({column})</span>:{' '}
                    {i18n._(cellProblemLabel(column, problem))}
                  </span>
                ) : null;
              })}
              {editable ? (
                <div>
                  <Button variant="secondary" size="small" onPress={() => onEdit(row)} aria-label={t`Fix ${name}`}>
                    <Trans>Fix</Trans>
                  </Button>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      {bad > LISTED ? (
        <p className={layout.muted}>{t`And ${i18n.number(bad - LISTED)} more, marked in the table.`}</p>
      ) : null}
      <SampleFileLink href={sampleHref} />
    </section>
  );
}
