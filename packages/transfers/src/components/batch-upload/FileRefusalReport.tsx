// A batch file refused whole (model/file-refusal.ts), said so the person can fix it: each problem with its line
// (the header is line 1) and column, what is wrong in the interface language, and the sample file beside it.
import { Trans, useLingui } from '@lingui/react/macro';
import { pageLayout as layout } from '@paydeck/accounts';
import type { ReactNode } from 'react';
import { MAX_BATCH_ROWS } from '../../model/mass-row';
import type { FileRefusal } from '../../model/file-refusal';
import * as styles from './batch-upload.css';
import { SampleFileLink } from './BatchUploadFields';
import { fileColumnLabels } from './column-labels';

export interface FileRefusalReportProps {
  refusals: readonly FileRefusal[];
  /** The columns the file must have, in order (its header). */
  columns: readonly string[];
  /** The sample file of this kind of batch, when it is known. */
  sampleHref: string | null;
  /** What to do next (choose another file). */
  action?: ReactNode;
}

function useProblemText(columns: readonly string[]) {
  const { t, i18n } = useLingui();
  return (refusal: FileRefusal): string => {
    switch (refusal.problem) {
      case 'columns': {
        const names = columns.join(', ');
        return t`The first line must name the columns ${names}, in this order, as in the sample file.`;
      }
      case 'cells': {
        const count = i18n.number(columns.length);
        return t`This line must have ${count} cells, one for each column, separated by commas.`;
      }
      case 'formula':
        return t`A cell starts with =, +, - or @, as a spreadsheet formula does. Formulas are not accepted: type the value itself.`;
      case 'csv':
        return t`Quotes or commas are out of place on this line. Save the file again as CSV and check this line.`;
      case 'cellText':
        return refusal.detail;
      case 'noRows':
        return t`The file has no payment under its first line.`;
      case 'tooManyRows': {
        const max = i18n.number(MAX_BATCH_ROWS);
        return t`One file can hold at most ${max} payments. Split the payments into several files.`;
      }
      case 'tooLarge':
        return t`The file is too large: at most 2 MB, or 200,000 characters of pasted rows.`;
      case 'encoding':
        return t`The file is not UTF-8 text. Save it again as “CSV UTF-8” from your spreadsheet.`;
      case 'xlsx':
        return t`The file cannot be opened as an Excel (XLSX) workbook. Save it again from your spreadsheet, or as CSV.`;
      case 'other':
        return refusal.detail;
    }
  };
}

export function FileRefusalReport({ refusals, columns, sampleHref, action }: FileRefusalReportProps) {
  const { t, i18n } = useLingui();
  const problemText = useProblemText(columns);
  const where = (refusal: FileRefusal): string | null => {
    const label = refusal.column ? fileColumnLabels[refusal.column] : undefined;
    const column = refusal.column ? (label ? i18n._(label) : refusal.column) : null;
    const line = refusal.line === null ? null : i18n.number(refusal.line);
    if (line !== null && column !== null) return t`Line ${line}, column ${column}`;
    if (line !== null) return t`Line ${line}`;
    return column;
  };
  return (
    <section className={layout.section} aria-labelledby="file-refusal-title" role="alert">
      <h2 id="file-refusal-title" className={layout.subtitle}>
        <Trans>This file cannot be read</Trans>
      </h2>
      <p className={layout.text}>
        <Trans>Nothing was uploaded and no money moved. Correct the file and choose it again.</Trans>
      </p>
      <ul className={styles.report} aria-label={t`Problems in the file`}>
        {refusals.map((refusal, index) => {
          const place = where(refusal);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the refusals are a fixed list of one answer
            <li key={index} className={styles.reportEntry}>
              {place ? (
                <span className={styles.where}>
                  {place}
                  {refusal.column ? <span className={styles.code}> ({refusal.column})</span> : null}
                </span>
              ) : null}
              <span>{problemText(refusal)}</span>
            </li>
          );
        })}
      </ul>
      <SampleFileLink href={sampleHref} />
      {action ? <div className={layout.actions}>{action}</div> : null}
    </section>
  );
}
