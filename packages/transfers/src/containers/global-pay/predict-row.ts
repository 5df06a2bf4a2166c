// A row edit shown at once (optimistic), before the server's answer replaces it (or the row is put back when the
// edit is refused): the screen answers a click within a frame even for a 1,000-row batch.
import type { PaymentRow, RowEdit } from '../../api/global-pay';
import { rowProblems } from '../../model/mass-row';

export function predictRow(row: PaymentRow, edit: RowEdit): PaymentRow {
  switch (edit.kind) {
    case 'remove':
      return { ...row, removed: true };
    case 'restore':
      return { ...row, removed: false };
    case 'setFeeSide':
      return { ...row, feeShare: edit.feeShare };
    case 'setMethodForbidden':
      return {
        ...row,
        paymentMethods: row.paymentMethods.map((m) =>
          m.name === edit.method ? { ...m, forbidden: edit.forbidden } : m,
        ),
      };
    default: {
      const paymentData = {
        ...row.paymentData,
        ...(edit.kind === 'setAmount' ? { amount: edit.amount } : edit.paymentData),
      };
      return {
        ...row,
        paymentData,
        problems: rowProblems(paymentData),
        ...(edit.kind === 'fullUpdate' ? { feeShare: edit.feeShare } : {}),
      };
    }
  }
}
