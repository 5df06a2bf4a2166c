// Held money (SECURITY.md "Held money"): a transaction that waits for an approval (a company request, the
// payer's own second factor, an invoice paid by right 3, a mass transfer) debits the payer at once, but its
// credit to the payee's account is posted to the bank's suspense account of that currency. The payee's balance
// and what they may spend do not move until the approval moves the credit to them; a decline, a third wrong code
// or an expiry removes the postings (ledger.ts: a rejected transaction posts nothing), so the payer has it back
// and no customer account was ever credited with it.
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/open.ts';
import { systemAccount } from './ledger.ts';

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** The credits of these transactions to their payee's customer account, moved to suspense while they wait. */
export async function holdPayeeCredits(db: Db, transactionIds: readonly number[]): Promise<void> {
  if (transactionIds.length === 0) return;
  const payeeCredit = sql`p.transaction_id in (${idList(transactionIds)}) and t.id = p.transaction_id
    and p.account_id = t.to_account_id and a.id = p.account_id and a.customer_id is not null and p.amount > 0`;
  const currencies = await queryRows<{ currency_code: string }>(
    db,
    sql`select distinct p.currency_code from postings p, transactions t, accounts a where ${payeeCredit}`,
  );
  for (const { currency_code: currencyCode } of currencies) {
    const suspense = await systemAccount(db, 'suspense', currencyCode);
    await db.execute(sql`update postings p set account_id = ${suspense} from transactions t, accounts a
      where ${payeeCredit} and p.currency_code = ${currencyCode}`);
  }
}

/** On approval: the held credits of these transactions move from suspense to their payee's account. */
export async function releaseHeldCredits(db: Db, transactionIds: readonly number[]): Promise<void> {
  if (transactionIds.length === 0) return;
  await db.execute(sql`update postings p set account_id = t.to_account_id from transactions t
    where p.transaction_id in (${idList(transactionIds)}) and t.id = p.transaction_id and t.to_account_id is not null
      and p.account_id in (select id from accounts where system_purpose = 'suspense')`);
}
