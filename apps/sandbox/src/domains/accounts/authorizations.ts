// Card authorisation lists (payments.md 7): the card payments that hit a current account, and, for
// customers whose account is a settlement account, the payments of the debit cards settled on it.
// An authorisation is a card purchase transaction: processing while held, completed once settled,
// rejected when declined.
import { eq, type SQL, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { invalid, ok } from '../../api/answers.ts';
import { id, paging } from '../../api/fields.ts';
import { type MethodDefinition, sessionMethod } from '../../api/registry.ts';
import { queryRows, type Db } from '../../db/open.ts';
import { customers } from '../customer/tables.ts';
import { txStatusName } from './ledger/codes.ts';
import { atScale } from '../../money.ts';
import { ownAccount } from './statement-data.ts';
import { TxType } from './transaction-types.ts';
import type { Lang } from '../../lang.ts';
import { transactionDescription } from './descriptions.ts';

/** Debit and authorisation history page size (payments.md 9). */
export const AUTHORIZATION_PAGE_SIZE = 10;

interface AuthorizationRow {
  id: number;
  date_time: string;
  merchant: string | null;
  description: string;
  description_key: string | null;
  description_params: Record<string, string> | null;
  amount: string;
  currency_code: string;
  status_id: number;
  masked_number: string | null;
  total: number;
}

async function authorizations(db: Db, where: SQL, page: { pageNumber: number; pageSize: number }, lang: Lang) {
  const rows = await queryRows<AuthorizationRow>(
    db,
    sql`select t.id, to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as date_time,
        t.counterparty_name as merchant, t.description, t.description_key, t.description_params,
        t.amount::text as amount, t.currency_code, t.status_id,
        c.masked_number, (count(*) over ())::int as total
      from transactions t join accounts a on a.id = t.from_account_id left join cards c on c.account_id = a.id
      where t.type_id = ${TxType.cardPurchase} and ${where}
      order by t.created_at desc, t.id desc
      limit ${page.pageSize} offset ${(page.pageNumber - 1) * page.pageSize}`,
  );
  return ok({
    authorizations: rows.map((row) => ({
      id: row.id,
      dateTime: row.date_time,
      merchant: row.merchant,
      description: transactionDescription(
        {
          description: row.description,
          descriptionKey: row.description_key,
          descriptionParams: row.description_params,
        },
        lang,
      ),
      amount: atScale(row.amount, row.currency_code),
      currencyCode: row.currency_code,
      statusId: row.status_id,
      status: txStatusName[row.status_id] ?? 'unknown',
      cardMaskedNumber: row.masked_number,
    })),
    // count(*) over () is on every row of the page; past the last page there is no row to carry it
    results: rows[0]?.total ?? (page.pageNumber === 1 ? 0 : await countAll(db, where)),
    pageNumber: page.pageNumber,
    pageSize: page.pageSize,
  });
}

async function countAll(db: Db, where: SQL): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from transactions t join accounts a on a.id = t.from_account_id left join cards c on c.account_id = a.id
      where t.type_id = ${TxType.cardPurchase} and ${where}`,
  );
  return row?.n ?? 0;
}

const payload = v.object({ accountId: id(), ...paging(AUTHORIZATION_PAGE_SIZE) });

const currentAccountAuthorizationList = sessionMethod({
  name: 'currentAccountAuthorizationList',
  readOnly: true,
  payload,
  async handle({ db, customerId, lang }, input) {
    const account = await ownAccount(db, customerId, input.accountId);
    if (!account) return invalid('accountId', `${input.accountId} is not one of your accounts`);
    return authorizations(db, sql`t.from_account_id = ${account.id}`, input, lang);
  },
});

const debitCardAuthorizationList = sessionMethod({
  name: 'debitCardAuthorizationList',
  readOnly: true,
  payload,
  async handle({ db, customerId, lang }, input) {
    const account = await ownAccount(db, customerId, input.accountId);
    if (!account) return invalid('accountId', `${input.accountId} is not one of your accounts`);
    const [customer] = await db
      .select({ permissions: customers.permissions })
      .from(customers)
      .where(eq(customers.id, customerId));
    if (!customer?.permissions.some((p) => p.toLowerCase() === 'settlementaccount')) {
      return invalid('accountId', 'is not a settlement account');
    }
    // The customer's debit cards settle on their payment account of the same currency.
    return authorizations(
      db,
      sql`a.customer_id = ${customerId} and c.sub_type = 'DEBIT' and a.currency_code = ${account.currencyCode}`,
      input,
      lang,
    );
  },
});

export const authorizationMethods: MethodDefinition[] = [currentAccountAuthorizationList, debitCardAuthorizationList];
