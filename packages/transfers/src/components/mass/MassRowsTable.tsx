import { useLingui } from '@lingui/react/macro';
import { useMoneyText } from '@paydeck/accounts';
import type { MassRow } from '../../api/mass-transfers';
import { ScrollRegion, useVirtualRows } from '../virtual/VirtualRows';
import * as styles from './mass.css';

export const MASS_ROW_HEIGHT = 64;

/** The rows of a mass transfer as the sandbox read them, virtualised (1,000 rows keep only those in view). */
export function MassRowsTable({ rows }: { rows: readonly MassRow[] }) {
  const { t } = useLingui();
  const money = useMoneyText();
  const { scroller, virtual } = useVirtualRows(rows.length, MASS_ROW_HEIGHT);
  const amountOf = (row: MassRow) =>
    row.problems.length === 0 && /^\d+(\.\d+)?$/.test(row.amount) ? money(row.amount, row.currencyCode) : row.amount;
  return (
    <ScrollRegion scroller={scroller} className={styles.scroller} label={t`Rows`}>
      <ol className={styles.rows} style={{ height: virtual.getTotalSize() }} aria-label={t`Rows`}>
        {virtual.getVirtualItems().map((item) => {
          const row = rows[item.index] as MassRow;
          return (
            <li
              key={row.rowNumber}
              data-testid={`mass-row-${row.rowNumber}`}
              className={styles.row}
              style={{ transform: `translateY(${item.start}px)`, minHeight: MASS_ROW_HEIGHT }}
            >
              <span>{row.rowNumber}</span>
              <span className={styles.cell}>
                {row.beneficiary || '—'}
                {row.problems.map((problem) => (
                  <span key={problem.param} className={styles.problem}>
                    {problem.param}: {problem.description}
                  </span>
                ))}
              </span>
              <span className={styles.cell}>{amountOf(row)}</span>
              <span className={styles.cell}>
                {row.problems.length > 0 ? (
                  <span className={styles.problem}>{t`Not sent`}</span>
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
