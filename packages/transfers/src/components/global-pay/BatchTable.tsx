import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useMoneyText } from '@paydeck/accounts';
import { Checkbox, ListOption, NativeButton, Select, StatusBadge, type StatusTone } from '@paydeck/ui';
import { countries } from '@paydeck/ui/combobox';
import { useMemo } from 'react';
import type { PaymentRow } from '../../api/global-pay';
import type { BatchColumn } from '../../model/mass-row';
import { ScrollRegion, useVirtualRows } from '../virtual/VirtualRows';
import * as styles from './global-pay.css';
import { beneficiaryTypeLabels, cellProblemLabel, columnLabels, methodLabels, paymentStatusLabels } from './labels';

export interface BatchTableProps {
  payments: readonly PaymentRow[];
  /** The batch account's currency: the amounts are in it. */
  currencyCode: string;
  editable: boolean;
  /** The row whose change is being sent (its buttons wait). */
  busyId: number | null;
  onEdit: (row: PaymentRow) => void;
  onRemove: (row: PaymentRow) => void;
  onRestore: (row: PaymentRow) => void;
  onFeeSide: (row: PaymentRow, feeShare: PaymentRow['feeShare']) => void;
  onForbid: (row: PaymentRow, method: string, forbidden: boolean) => void;
}

/** A row's height before it is measured (a wide screen's; a phone's rows are measured taller). */
export const ROW_HEIGHT = 112;
/** The size assumed before the scroll region is measured (a wide screen's first rows). */
const INITIAL_RECT = { width: 1000, height: 600 };

const statusTone: Partial<Record<string, StatusTone>> = {
  new: 'info',
  pending: 'warning',
  paid: 'success',
  refused: 'danger',
  expired: 'danger',
  error: 'danger',
};

/** The batch's payment rows, virtualised (1,000 rows keep only those in view in the document). */
export function BatchTable({
  payments,
  currencyCode,
  editable,
  busyId,
  onEdit,
  onRemove,
  onRestore,
  onFeeSide,
  onForbid,
}: BatchTableProps) {
  const { t, i18n } = useLingui();
  const money = useMoneyText();
  const countryNames = useMemo(
    () => new Map(countries(i18n.locale).map((country) => [country.id, country.name])),
    [i18n.locale],
  );
  const { scroller, virtual } = useVirtualRows(payments.length, ROW_HEIGHT, INITIAL_RECT);
  const translated = (labels: Partial<Record<string, MessageDescriptor>>, value: string) => {
    const label = labels[value];
    return label ? i18n._(label) : value;
  };
  const problem = (row: PaymentRow, column: BatchColumn) => {
    const found = row.problems[column];
    return found ? <span className={styles.problem}>{i18n._(cellProblemLabel(column, found))}</span> : null;
  };
  const value = (row: PaymentRow, column: BatchColumn): string => {
    const cell = row.paymentData[column];
    if (!cell) return '—';
    if (row.problems[column]) return cell;
    if (column === 'amount') return money(cell, currencyCode);
    if (column === 'beneficiaryType') return translated(beneficiaryTypeLabels, cell);
    if (column === 'beneficiaryCountryCode') return countryNames.get(cell.toUpperCase()) ?? cell;
    return cell;
  };
  const cell = (row: PaymentRow, column: BatchColumn, className?: string) => (
    <span className={className}>
      {value(row, column)} {problem(row, column)}
    </span>
  );
  return (
    <ScrollRegion scroller={scroller} className={styles.scroller} label={t`Payments`}>
      <table className={styles.table} aria-label={t`Payments`} aria-rowcount={payments.length + 1}>
        <thead className={styles.head}>
          <tr aria-rowindex={1} className={styles.headRow}>
            <th scope="col" className={styles.area.num}>
              #
            </th>
            <th scope="col" className={styles.area.payee}>{t`Payee`}</th>
            <th scope="col" className={styles.area.country}>
              {i18n._(columnLabels.beneficiaryCountryCode)}
            </th>
            <th scope="col" className={styles.area.amount}>
              {i18n._(columnLabels.amount)}
            </th>
            <th scope="col" className={styles.area.methods}>{t`How the payee may receive it`}</th>
            <th scope="col" className={styles.area.status}>{t`Status`}</th>
            <th scope="col" className={styles.area.actions}>{t`Actions`}</th>
          </tr>
        </thead>
        <tbody className={styles.rows} style={{ height: virtual.getTotalSize() }}>
          {virtual.getVirtualItems().map((item) => {
            const row = payments[item.index] as PaymentRow;
            const busy = busyId === row.paymentId;
            const locked = !editable || busy || row.removed;
            const name = row.paymentData.beneficiaryName || t`Row ${item.index + 1}`;
            return (
              <tr
                key={row.paymentId}
                ref={virtual.measureElement}
                data-index={item.index}
                aria-rowindex={item.index + 2}
                data-testid={`payment-${item.index + 1}`}
                className={row.removed ? `${styles.row} ${styles.removed}` : styles.row}
                style={{ transform: `translateY(${item.start}px)`, minHeight: ROW_HEIGHT }}
              >
                <td className={styles.area.num}>{item.index + 1}</td>
                <td className={`${styles.cell} ${styles.area.payee}`}>
                  {cell(row, 'beneficiaryName', styles.name)}
                  <span className={styles.muted}>{cell(row, 'beneficiaryEmail')}</span>
                  <span className={styles.muted}>{cell(row, 'beneficiaryType')}</span>
                </td>
                <td className={`${styles.cell} ${styles.area.country}`}>{cell(row, 'beneficiaryCountryCode')}</td>
                <td className={`${styles.cell} ${styles.area.amount}`}>
                  {cell(row, 'amount', styles.name)}
                  <span className={styles.muted}>{cell(row, 'description')}</span>
                </td>
                <td className={`${styles.cell} ${styles.area.methods}`}>
                  <span className={styles.methods}>
                    {row.paymentMethods.map((method) => (
                      <Checkbox
                        key={method.name}
                        isSelected={!method.forbidden}
                        isDisabled={locked}
                        onChange={(allowed) => onForbid(row, method.name, !allowed)}
                        aria-label={t`Allow ${translated(methodLabels, method.name)} for ${name}`}
                      >
                        {translated(methodLabels, method.name)}
                      </Checkbox>
                    ))}
                  </span>
                  <Select
                    className={styles.feeSide}
                    label={t`Fee paid by`}
                    aria-label={t`Fee for ${name} paid by`}
                    items={[
                      { id: 'sender', text: t`Me` },
                      { id: 'beneficiary', text: t`The payee` },
                    ]}
                    value={row.feeShare}
                    isDisabled={locked}
                    onChange={(key) => key !== null && onFeeSide(row, key as PaymentRow['feeShare'])}
                  >
                    {(option) => (
                      <ListOption id={option.id} textValue={option.text}>
                        {option.text}
                      </ListOption>
                    )}
                  </Select>
                </td>
                <td className={styles.area.status}>
                  <StatusBadge tone={row.removed ? 'neutral' : (statusTone[row.status] ?? 'neutral')}>
                    {row.removed ? t`Removed` : translated(paymentStatusLabels, row.status)}
                  </StatusBadge>
                </td>
                <td className={styles.area.actions}>
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
