import { useLingui } from '@lingui/react/macro';
import { useMoneyText } from '@paydeck/accounts';
import { StatusBadge } from '@paydeck/ui';
import type { MassRow } from '../../api/mass-transfers';
import { fileColumnLabels } from '../batch-upload/column-labels';
import { ScrollRegion, useVirtualRows } from '../virtual/VirtualRows';
import * as styles from './mass.css';

export const MASS_ROW_HEIGHT = 64;

/**
 * The rows of a mass transfer as the sandbox read them, virtualised (1,000 rows keep only those in view): each with
 * its line in the file (`firstLine` is row 1's), and a row that is not sent with each column's problem.
 */
export function MassRowsTable({ rows, firstLine = 2 }: { rows: readonly MassRow[]; firstLine?: number }) {
  const { t, i18n } = useLingui();
  const money = useMoneyText();
  const { scroller, virtual } = useVirtualRows(rows.length, MASS_ROW_HEIGHT);
  const amountOf = (row: MassRow) =>
    row.problems.length === 0 && /^\d+(\.\d+)?$/.test(row.amount) ? money(row.amount, row.currencyCode) : row.amount;
  const columnName = (param: string) => {
    const label = fileColumnLabels[param];
    return label ? i18n._(label) : param;
  };
  return (
    <ScrollRegion scroller={scroller} className={styles.scroller} label={t`Rows`}>
      <ol className={styles.rows} style={{ height: virtual.getTotalSize() }} aria-label={t`Rows`}>
        {virtual.getVirtualItems().map((item) => {
          const row = rows[item.index] as MassRow;
          const line = i18n.number(row.rowNumber + firstLine - 1);
          return (
            <li
              key={row.rowNumber}
              ref={virtual.measureElement}
              data-index={item.index}
              data-testid={`mass-row-${row.rowNumber}`}
              className={styles.row}
              style={{ transform: `translateY(${item.start}px)`, minHeight: MASS_ROW_HEIGHT }}
            >
              <span className={styles.muted}>{t`Line ${line}`}</span>
              <span className={styles.cell}>
                {row.beneficiary || '—'}
                {row.problems.map((problem) => (
                  <span key={problem.param} className={styles.problem}>
                    {columnName(problem.param)}: {problem.description}
                  </span>
                ))}
              </span>
              <span className={styles.cell}>{amountOf(row)}</span>
              <span className={styles.lastCell}>
                {row.problems.length > 0 ? (
                  <StatusBadge tone="danger">{t`Not sent`}</StatusBadge>
                ) : row.fee ? (
                  <span className={styles.muted}>{t`Fee ${money(row.fee, row.currencyCode)}`}</span>
                ) : null}
              </span>
            </li>
          );
        })}
      </ol>
    </ScrollRegion>
  );
}
