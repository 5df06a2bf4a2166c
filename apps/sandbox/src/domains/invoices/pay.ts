// Paying an invoice (WIRE.md "Pay"): a money-moving submit like a transfer. The payer's account is debited and
// the payee's credited through the ledger (minor units), held (41) until approved when the payer's approval mode
// is not none, with transfers' operation and approval (code, push, the same events). A rejected approval leaves
// the invoice open again. Idempotent: the same Idempotency-Key answers the first answer and books once.
import { isSystemFunding } from '@paydeck/invoices/api';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { accessDenied, invalid, ok } from '../../api/answers.ts';
import { id } from '../../api/fields.ts';
import { type MethodDefinition, sessionMethod } from '../../api/registry.ts';
import { fromMinor, minorOf } from '../../money.ts';
import { canAct } from '../accounts/accounts.ts';
import { AccountStatus, AccountType } from '../accounts/ledger/codes.ts';
import { book, movePostings } from '../accounts/ledger/ledger.ts';
import { accounts } from '../accounts/tables.ts';
import { TxType } from '../accounts/transaction-types.ts';
import { spendableCents } from '../cards/fees.ts';
import { approveModeFor, openOperation, statusFor } from '../transfers/operations.ts';
import { customerName } from './parties.ts';
import { invoiceOf } from './rows.ts';
import { invoices } from './tables.ts';
import { bankDescription } from '../accounts/descriptions.ts';

const invoicePay = sessionMethod({
  name: 'invoicePay',
  idempotent: true,
  payload: v.object({ invoiceId: id(), fromAccountId: id() }),
  async handle({ db, sandbox, customerId, accessRights, session }, input) {
    if (!canAct(accessRights)) return accessDenied();
    // One payment at a time per invoice: a second submit (another key) waits here, then finds it paid or held.
    await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, input.invoiceId)).for('update');
    const row = await invoiceOf(db, customerId, input.invoiceId, 'received');
    if (!row) return invalid('invoiceId', 'is not one of your invoices');
    const { invoice } = row;
    if (isSystemFunding(invoice)) return invalid('invoiceId', 'is a funding invoice: pay it by a bank transfer');
    if (row.status === 1) return invalid('invoiceId', 'is paid already');
    if (row.status === 3) return invalid('invoiceId', 'is being paid: its payment waits for approval');
    if (row.status === 2) return invalid('invoiceId', 'was rejected');
    const [from] = await db
      .select()
      .from(accounts)
      .where(and(eq(accounts.id, input.fromAccountId), eq(accounts.customerId, customerId)));
    if (!from || from.typeId !== AccountType.payment || from.statusId === AccountStatus.closed)
      return invalid('fromAccountId', 'is not one of your payment accounts');
    if (from.currencyCode !== invoice.currencyCode)
      return invalid('fromAccountId', `must be a ${invoice.currencyCode} account`);
    const minor = minorOf(invoice.amount, invoice.currencyCode);
    if ((await spendableCents(db, from.id)) < minor) return invalid('amount', 'insufficient funds');

    const mode = await approveModeFor(db, session.userId, accessRights);
    const statusId = statusFor(mode);
    const payee = invoice.payeeCustomerId === null ? 'Paydeck' : await customerName(db, invoice.payeeCustomerId);
    const transactionId = await book(db, {
      typeId: TxType.invoice,
      statusId,
      fromAccountId: from.id,
      toAccountId: invoice.payeeAccountId,
      amount: minor,
      currencyCode: invoice.currencyCode,
      toAmount: minor,
      toCurrencyCode: invoice.currencyCode,
      fee: 0n,
      description: bankDescription('invoicePayment', { id: String(invoice.id) }),
      counterpartyName: payee,
      counterpartyEmail: row.payeeEmail,
      createdAt: sandbox.now(),
      postings: await movePostings(
        db,
        { accountId: from.id, currencyCode: invoice.currencyCode, minor },
        { accountId: invoice.payeeAccountId, currencyCode: invoice.currencyCode, minor },
      ),
    });
    await db.update(invoices).set({ transactionId, updatedAt: sandbox.now() }).where(eq(invoices.id, invoice.id));
    const operation = await openOperation({ db, sandbox, userId: session.userId, customerId }, mode, {
      transactionId,
      feeTransactionId: null,
    });
    return ok({
      responseDescription:
        mode === 'none' ? 'Invoice paid' : mode === 'company' ? 'Transaction created' : 'Payment waits for approval',
      ...operation,
      transactionId,
      statusId,
      fee: fromMinor(0n, invoice.currencyCode),
      link: `/history?transactionId=${transactionId}`,
    });
  },
});

export const payMethods: MethodDefinition[] = [invoicePay];
