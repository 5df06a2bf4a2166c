// The funding invoice (WIRE.md "Funding invoice"): the bank issues an invoice for the amount to the customer, to
// be paid into their own account by a bank transfer from outside (its PDF carries the account and reference).
// It is a system funding invoice (isFunding 1, isSystem 1) in the customer's received list.
import * as v from 'valibot';
import { accessDenied, invalid, ok } from '../../api/answers.ts';
import { positiveDecimalAmount, text } from '../../api/fields.ts';
import { type MethodDefinition, sessionMethod } from '../../api/registry.ts';
import { toMinor } from '../../money.ts';
import { canAct } from '../accounts/accounts.ts';
import { pdfLink } from './invoices.ts';
import { paymentAccountIn } from './parties.ts';
import { invoiceOf, wireInvoice } from './rows.ts';
import { invoices } from './tables.ts';
import { users } from '../customer/tables.ts';
import { eq } from 'drizzle-orm';

/** Days a funding invoice is due in (decided). */
export const FUNDING_DUE_DAYS = 14;

const invoiceFundingCreate = sessionMethod({
  name: 'invoiceFundingCreate',
  idempotent: true,
  payload: v.object({
    amount: positiveDecimalAmount(),
    currency: v.optional(v.pipe(text(), v.regex(/^[A-Za-z]{3,5}$/, 'must be a currency code'), v.toUpperCase())),
    brandId: v.optional(v.pipe(text(), v.regex(/^[a-z][a-z-]*$/, 'must be a brand id'))),
  }),
  async handle({ db, sandbox, customerId, accessRights, session, lang }, input) {
    if (!canAct(accessRights)) return accessDenied();
    const currency = input.currency ?? 'EUR';
    const account = await paymentAccountIn(db, customerId, currency);
    if (!account) return invalid('currency', `you have no ${currency} account to fund`);
    if (toMinor(input.amount, currency) === null) return invalid('amount', `has more decimals than ${currency} has`);
    const [user] = await db.select({ login: users.login }).from(users).where(eq(users.id, session.userId));
    const now = sandbox.now();
    const due = new Date(now.getTime() + FUNDING_DUE_DAYS * 86_400_000).toISOString().slice(0, 10);
    const [created] = await db
      .insert(invoices)
      .values({
        payeeCustomerId: null,
        payeeAccountId: account.id,
        payerCustomerId: customerId,
        payerEmail: user?.login ?? '',
        amount: input.amount,
        currencyCode: currency,
        dueDate: due,
        noteBody: `Funding of account ${account.accountNumber}`,
        isFunding: true,
        isSystem: true,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: invoices.id });
    const row = created && (await invoiceOf(db, customerId, created.id, 'received'));
    if (!row) throw new Error('funding invoice not created');
    const link = pdfLink(customerId, row.invoice.id, lang, now, input.brandId);
    return ok({ responseDescription: 'Invoice generated', invoice: wireInvoice(row, 'received', link, lang) });
  },
});

export const fundingMethods: MethodDefinition[] = [invoiceFundingCreate];
