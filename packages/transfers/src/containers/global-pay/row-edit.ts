// Which call a saved row edit is (MASS-WIRE.md "Row edits"): only the amount changed → set amount; only some
// cells → update with those cells; the fee side changed too → full update.
import type { FeeShare, PaymentRow, RowEdit } from '../../api/global-pay';
import { BATCH_COLUMNS, type PaymentData } from '../../model/mass-row';

export function rowEditFor(
  row: Pick<PaymentRow, 'paymentData' | 'feeShare'>,
  data: PaymentData,
  feeShare: FeeShare,
): RowEdit {
  if (feeShare !== row.feeShare) return { kind: 'fullUpdate', paymentData: data, feeShare };
  const changed = BATCH_COLUMNS.filter((column) => (row.paymentData[column] ?? '') !== data[column]);
  if (changed.length === 1 && changed[0] === 'amount') return { kind: 'setAmount', amount: data.amount };
  return { kind: 'update', paymentData: Object.fromEntries(changed.map((column) => [column, data[column]])) };
}
