// balanceInquiry, customerCurrencyAccountsAvailable, addCurrency.
import { and, eq, ne } from 'drizzle-orm';
import * as v from 'valibot';
import { accessDenied, invalid, ok } from '../../api/answers.ts';
import { currencyCode } from '../../api/fields.ts';
import { type MethodDefinition, sessionMethod } from '../../api/registry.ts';
import type { Db } from '../../db/open.ts';
import { type PreparedStatement, preparedRows } from '../../db/prepared.ts';
import { accounts } from './tables.ts';
import { intlLocale } from '../../lang.ts';
import { AccountStatus, AccountType, TxStatus } from './ledger/codes.ts';
import { atScale, supportedCurrencies } from '../../money.ts';

/** Access rights that may move money or create things: full access, initiate, confirmed. */
export const canAct = (accessRights: number): boolean => accessRights === 2 || accessRights === 3 || accessRights === 4;

export interface AccountView {
  accountId: number;
  accountNumber: string;
  customerId: number;
  currencyCode: string;
  typeId: number;
  statusId: number;
  balance: string;
  pendingAmount: string;
  minimumBalance: string;
  subType: string | null;
  cardIsVirtual: boolean | null;
  cardAliasName: string | null;
  cardExpiryMonth: number | null;
  cardExpiryYear: number | null;
  cardMaskedNumber: string | null;
  cardProductTypeId: number | null;
  cardReissuedStatusId: number | null;
  settlementAccountId: number | null;
}

interface AccountRow {
  id: number;
  account_number: string;
  currency_code: string;
  type_id: number;
  status_id: number;
  minimum_balance: string;
  balance: string;
  pending: string;
  sub_type: string | null;
  is_virtual: boolean | null;
  alias_name: string | null;
  expiry_month: number | null;
  expiry_year: number | null;
  masked_number: string | null;
  product_type_id: number | null;
  reissued_status_id: number | null;
}

/** Balances as correlated sums over the postings index; pending = debits of processing transactions. */
const accountsStatement: PreparedStatement = {
  name: 'sandbox_accounts_of',
  params: 1,
  text: `select a.id, a.account_number, a.currency_code, a.type_id, a.status_id, a.minimum_balance::text,
      (select coalesce(sum(p.amount), 0)::text from postings p where p.account_id = a.id) as balance,
      (select coalesce(-sum(p.amount), 0)::text from postings p join transactions t on t.id = p.transaction_id
        where p.account_id = a.id and p.amount < 0 and t.status_id = ${TxStatus.processing}) as pending,
      c.sub_type, c.is_virtual, c.alias_name, c.expiry_month, c.expiry_year, c.masked_number,
      c.product_type_id, c.reissued_status_id
    from accounts a left join cards c on c.account_id = a.id
    where a.customer_id = $1 order by a.id`,
};

/** The customer's accounts with balances from the ledger; cards (type 4001) carry their card fields. */
export async function accountsOf(db: Db, customerId: number): Promise<AccountView[]> {
  const rows = await preparedRows<AccountRow>(db, accountsStatement, [customerId]);
  return rows.map((row) => ({
    accountId: row.id,
    accountNumber: row.account_number,
    customerId,
    currencyCode: row.currency_code,
    typeId: row.type_id,
    statusId: row.status_id,
    balance: atScale(row.balance, row.currency_code),
    pendingAmount: atScale(row.pending, row.currency_code),
    minimumBalance: atScale(row.minimum_balance, row.currency_code),
    subType: row.sub_type,
    cardIsVirtual: row.is_virtual,
    cardAliasName: row.alias_name,
    cardExpiryMonth: row.expiry_month,
    cardExpiryYear: row.expiry_year,
    cardMaskedNumber: row.masked_number,
    cardProductTypeId: row.product_type_id,
    cardReissuedStatusId: row.reissued_status_id,
    settlementAccountId: null,
  }));
}

async function openCurrencies(db: Db, customerId: number): Promise<Set<string>> {
  const rows = await db
    .select({ currencyCode: accounts.currencyCode })
    .from(accounts)
    .where(
      and(
        eq(accounts.customerId, customerId),
        eq(accounts.typeId, AccountType.payment),
        ne(accounts.statusId, AccountStatus.closed),
      ),
    );
  return new Set(rows.map((row) => row.currencyCode));
}

const balanceInquiry = sessionMethod({
  name: 'balanceInquiry',
  readOnly: true,
  payload: v.object({}),
  handle: async ({ db, customerId }) => ok({ accounts: await accountsOf(db, customerId) }),
});

const customerCurrencyAccountsAvailable = sessionMethod({
  name: 'customerCurrencyAccountsAvailable',
  readOnly: true,
  payload: v.object({}),
  async handle({ db, customerId, lang }) {
    const open = await openCurrencies(db, customerId);
    const names = new Intl.DisplayNames([intlLocale(lang)], { type: 'currency' });
    return ok({
      currencies: supportedCurrencies
        .filter((code) => !open.has(code))
        .map((code) => ({ currencyCode: code, name: names.of(code) ?? code })),
    });
  },
});

const addCurrency = sessionMethod({
  name: 'addCurrency',
  idempotent: true,
  payload: v.object({ currencyCode: currencyCode() }),
  async handle({ db, customerId, accessRights }, { currencyCode: code }) {
    if (!canAct(accessRights)) return accessDenied();
    if (!supportedCurrencies.includes(code)) return invalid('currencyCode', `${code} is not offered`);
    if ((await openCurrencies(db, customerId)).has(code)) {
      return invalid('currencyCode', `an account in ${code} already exists`);
    }
    const [created] = await db
      .insert(accounts)
      .values({ customerId, currencyCode: code, typeId: AccountType.payment })
      .returning({ accountId: accounts.id, accountNumber: accounts.accountNumber });
    return ok({ ...created, currencyCode: code });
  },
});

export const accountMethods: MethodDefinition[] = [balanceInquiry, customerCurrencyAccountsAvailable, addCurrency];
