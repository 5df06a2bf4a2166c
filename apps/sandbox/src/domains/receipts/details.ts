// One transaction as the customer it concerns sees it (the proof of payment's facts): its history rows (one leg,
// or both when it moved money between the customer's own accounts) with what the history tells beyond the booking
// (accounts/history-details.ts: who paid, where an external rail sent it, the approval). The client's transaction
// sheet reads the same rows through transactionHistory. A transaction that touches none of the customer's accounts
// does not exist for them.
import type { Db } from '../../db/open.ts';
import type { Lang } from '../../lang.ts';
import { historyTransactions } from '../accounts/history-details.ts';
import { transactionLegs } from '../accounts/history-query.ts';
import { atScale } from '../../money.ts';

export type Direction = 'outgoing' | 'incoming' | 'own';

export interface Counterparty {
  name: string | null;
  email: string | null;
  /** An account number, IBAN, masked card, crypto address, instant key, e-mail or phone. */
  account: string | null;
  /** The bank's name and BIC, when the rail names one. */
  bank: string | null;
}

export interface Approval {
  operationId: string;
  /** none, push, sms, otp, approvalCode, or company (a request the company's approvers decide). */
  approveType: string;
  /** waiting, approved or rejected. */
  status: string;
  initiatedBy: string;
  decidedBy: string | null;
  expiresAt: string | null;
}

export interface TransactionDetails {
  transactionId: number;
  dateTime: string;
  typeId: number;
  type: string;
  operationType: string;
  statusId: number;
  status: string;
  direction: Direction;
  amount: string;
  currencyCode: string;
  /** The payer's fee, in `currencyCode`; "0.00" for the payee (who did not pay it). */
  fee: string;
  /** Units of `toCurrencyCode` per unit of `currencyCode`. */
  exchangeRate: string;
  toAmount: string;
  toCurrencyCode: string;
  description: string;
  reference: string | null;
  /** The customer's account it moves money on (the payer's for an own transfer). */
  account: { accountId: number; accountNumber: string };
  counterparty: Counterparty;
  /** The payer's approval of a submitted transfer (the payee is not shown it). */
  approval: Approval | null;
  feeTransactionId: number | null;
  batchId: number | null;
  /** The account it went to is closed: it cannot be repeated (payments.md 3 "Recent transfer"). */
  isDisabled: boolean;
}

/** The transaction as `customerId` sees it (the bank's words in `lang`), or undefined when it is none of theirs. */
export async function transactionDetailsOf(
  db: Db,
  customerId: number,
  transactionId: number,
  lang: Lang = 'en',
): Promise<TransactionDetails | undefined> {
  const legs = await historyTransactions(db, customerId, await transactionLegs(db, customerId, transactionId), lang);
  const [first, second] = legs;
  if (!first) return undefined;
  const direction: Direction = second ? 'own' : first.direction;
  const incoming = direction === 'incoming';
  return {
    transactionId: first.transactionId,
    dateTime: first.dateTime,
    typeId: first.typeId,
    type: first.type,
    operationType: first.operationType,
    statusId: first.statusId,
    status: first.status,
    direction,
    amount: atScale(first.sentAmount, first.sentCurrencyCode),
    currencyCode: first.sentCurrencyCode,
    fee: atScale(incoming ? '0' : first.fee, first.sentCurrencyCode),
    exchangeRate: first.exchangeRate,
    toAmount: atScale(first.toAmount, first.toCurrencyCode),
    toCurrencyCode: first.toCurrencyCode,
    description: first.description,
    reference: first.reference,
    account: { accountId: first.accountId, accountNumber: first.accountNumber },
    counterparty:
      direction === 'own'
        ? { name: null, email: null, account: first.counterpartyAccount, bank: null }
        : {
            name: first.counterpartyName,
            email: first.counterpartyEmail,
            account: first.counterpartyAccount,
            bank: first.counterpartyBank,
          },
    approval: first.approval,
    feeTransactionId: first.feeTransactionId,
    batchId: first.batchId,
    isDisabled: first.isDisabled,
  };
}
