import { useLingui } from '@lingui/react/macro';
import { NativeButton } from '@paydeck/ui';
import type { PaymentRow } from '../../api/global-pay';
import type { BatchColumn } from '../../model/mass-row';
import { ScrollRegion, useVirtualRows } from '../virtual/VirtualRows';
import * as styles from './global-pay.css';
import { columnLabels, methodLabels, paymentStatusLabels, problemLabels } from './labels';

export interface BatchTableProps {
  payments: readonly PaymentRow[];
  editable: boolean;
  /** The row whose change is being sent (its buttons wait). */
  busyId: number | null;
  onEdit: (row: PaymentRow) => void;
  onRemove: (row: PaymentRow) => void;
  onRestore: (row: PaymentRow) => void;
  onFeeSide: (row: PaymentRow, feeShare: PaymentRow['feeShare']) => void;
  onForbid: (row: PaymentRow, method: string, forbidden: boolean) => void;
}

export const ROW_HEIGHT = 112;
/** The size assumed before the scroll region is measured (a wide screen's first rows). */
const INITIAL_RECT = { width: 1000, height: 600 };

/** The batch's payment rows, virtualised (1,000 rows keep only those in view in the document). */
export function BatchTable({
  payments,
  editable,
  busyId,
  onEdit,
  onRemove,
  onRestore,
  onFeeSide,
  onForbid,
}: BatchTableProps) {
  const { t, i18n } = useLingui();
  const { scroller, virtual } = useVirtualRows(payments.length, ROW_HEIGHT, INITIAL_RECT);
  const methodName = (method: string) => {
    const label = methodLabels[method];
    return label ? i18n._(label) : method;
  };
  const statusName = (status: string) => {
    const label = paymentStatusLabels[status];
    return label ? i18n._(label) : status;
  };
  const problem = (row: PaymentRow, column: BatchColumn) => {
    const found = row.problems[column];
    return found ? <span className={styles.problem}>{i18n._(problemLabels[found])}</span> : null;
  };
  const cell = (row: PaymentRow, column: BatchColumn) => (
    <span>
      {row.paymentData[column] || '—'} {problem(row, column)}
    </span>
  );
  return (
    <ScrollRegion scroller={scroller} className={styles.scroller} label={t`Payments`}>
      <table className={styles.table} aria-label={t`Payments`} aria-rowcount={payments.length + 1}>
        <thead className={styles.head}>
          <tr aria-rowindex={1} className={styles.headRow}>
            <th scope="col">#</th>
            <th scope="col">{i18n._(columnLabels.amount)}</th>
            <th scope="col">{t`Payee`}</th>
            <th scope="col">{i18n._(columnLabels.beneficiaryCountryCode)}</th>
            <th scope="col">{t`Methods`}</th>
            <th scope="col">{t`Actions`}</th>
          </tr>
        </thead>
        <tbody className={styles.rows} style={{ height: virtual.getTotalSize() }}>
          {virtual.getVirtualItems().map((item) => {
            const row = payments[item.index] as PaymentRow;
            const busy = busyId === row.paymentId;
            const name = row.paymentData.beneficiaryName || t`Row ${item.index + 1}`;
            return (
              <tr
                key={row.paymentId}
                aria-rowindex={item.index + 2}
                data-testid={`payment-${item.index + 1}`}
                className={row.removed ? `${styles.row} ${styles.removed}` : styles.row}
                style={{ transform: `translateY(${item.start}px)`, height: ROW_HEIGHT }}
              >
                <td>{item.index + 1}</td>
                <td className={styles.cell}>
                  {cell(row, 'amount')}
                  <span className={styles.muted}>{cell(row, 'description')}</span>
                </td>
                <td className={styles.cell}>
                  {cell(row, 'beneficiaryName')}
                  <span className={styles.muted}>{cell(row, 'beneficiaryEmail')}</span>
                  <span className={styles.muted}>{cell(row, 'beneficiaryType')}</span>
                </td>
                <td className={styles.cell}>
                  {cell(row, 'beneficiaryCountryCode')}
                  <span className={styles.muted}>{statusName(row.status)}</span>
                </td>
                <td className={styles.cell}>
                  <span className={styles.methods}>
                    {row.paymentMethods.map((method) => (
                      <label key={method.name}>
                        <input
                          type="checkbox"
                          checked={!method.forbidden}
                          disabled={!editable || busy || row.removed}
                          onChange={(event) => onForbid(row, method.name, !event.currentTarget.checked)}
                          aria-label={t`Allow ${methodName(method.name)} for ${name}`}
                        />{' '}
                        {methodName(method.name)}
                      </label>
                    ))}
                  </span>
                  <label className={styles.muted}>
                    {t`Fee paid by`}{' '}
                    <select
                      value={row.feeShare}
                      disabled={!editable || busy || row.removed}
                      onChange={(event) => onFeeSide(row, event.currentTarget.value as PaymentRow['feeShare'])}
                    >
                      <option value="sender">{t`Me`}</option>
                      <option value="beneficiary">{t`The payee`}</option>
                    </select>
                  </label>
                </td>
                <td className={styles.actions}>
                  {editable && !row.removed ? (
                    <>
                      <NativeButton
                        variant="secondary"
                        size="small"
                        isDisabled={busy}
                        onClick={() => onEdit(row)}
                        aria-label={t`Edit ${name}`}
                      >
                        {t`Edit`}
                      </NativeButton>
                      <NativeButton
                        variant="secondary"
                        size="small"
                        isDisabled={busy}
                        onClick={() => onRemove(row)}
                        aria-label={t`Remove ${name}`}
                      >
                        {t`Remove`}
                      </NativeButton>
                    </>
                  ) : null}
                  {editable && row.removed ? (
                    <NativeButton
                      variant="secondary"
                      size="small"
                      isDisabled={busy}
                      onClick={() => onRestore(row)}
                      aria-label={t`Restore ${name}`}
                    >
                      {t`Restore`}
                    </NativeButton>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
