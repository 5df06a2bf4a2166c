// One transaction as the sheet shows it, from its history rows (transactionHistory with its id as the keyword; WIRE.md
// "History row"): a transfer between two of the customer's accounts has two rows (it left one and reached the
// other), any other transaction one. What left is read in the payer's currency, what arrived in the payee's; the
// payee is never shown the payer's fee or approval.
import type { Transaction } from '../api/history';

export type Direction = 'outgoing' | 'incoming' | 'own';

export interface TransactionDetails {
  transactionId: number;
  dateTime: string;
  typeId: number;
  /** The type's code (payments.md 9: eft, wire, oct, p2p, crypto_eft, instant_payment, interac, betweenAccounts…). */
  type: string;
  operationType: string;
  statusId: number;
  status: string;
  /** own: between two accounts of the customer. */
  direction: Direction;
  /** What left, in the payer's currency. */
  amount: string;
  currencyCode: string;
  /** The payer's fee in `currencyCode`; "0" when the customer was paid. */
  fee: string;
  /** Units of `toCurrencyCode` per unit of `currencyCode`. */
  exchangeRate: string;
  toAmount: string;
  toCurrencyCode: string;
  description: string;
  reference: string | null;
  /** The customer's account it moved money on (the one it left, for an own transfer). */
  account: { accountId: number; accountNumber: string };
  counterparty: { name: string | null; email: string | null; account: string | null; bank: string | null };
  approval: Transaction['approval'];
  feeTransactionId: number | null;
  batchId: number | null;
  isDisabled: boolean;
}

/** The transaction `transactionId` from rows a keyword search answered, or null when none is it. */
export function transactionFromRows(rows: readonly Transaction[], transactionId: number): TransactionDetails | null {
  const own = rows.filter((row) => row.transactionId === transactionId);
  const first = own.find((row) => row.direction === 'outgoing') ?? own[0];
  if (!first) return null;
  const direction: Direction = own.length > 1 ? 'own' : first.direction;
  const incoming = direction === 'incoming';
  // A row without the named-here amounts is read as its own leg: what it says is all that is known.
  const sentAmount = first.sentAmount ?? first.amount;
  const sentCurrency = first.sentCurrencyCode ?? first.currencyCode;
  const other = own.find((row) => row !== first);
  return {
    transactionId,
    dateTime: first.dateTime,
    typeId: first.typeId,
    type: first.type,
    operationType: first.operationType,
    statusId: first.statusId,
    status: first.status,
    direction,
    amount: sentAmount,
    currencyCode: sentCurrency,
    fee: incoming ? '0' : first.fee,
    exchangeRate: first.exchangeRate ?? '1',
    toAmount: first.toAmount ?? (incoming ? first.amount : sentAmount),
    toCurrencyCode: first.toCurrencyCode ?? (incoming ? first.currencyCode : sentCurrency),
    description: first.description,
    reference: first.reference,
    account: { accountId: first.accountId, accountNumber: first.accountNumber },
    counterparty:
      direction === 'own'
        ? { name: null, email: null, account: first.counterpartyAccount ?? other?.accountNumber ?? null, bank: null }
        : {
            name: first.counterpartyName,
            email: first.counterpartyEmail,
            account: first.counterpartyAccount,
            bank: first.counterpartyBank,
          },
    approval: incoming ? null : first.approval,
    feeTransactionId: incoming ? null : first.feeTransactionId,
    batchId: incoming ? null : first.batchId,
    isDisabled: first.isDisabled,
  };
}
