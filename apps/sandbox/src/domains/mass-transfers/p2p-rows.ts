// One row of a p2p mass transfer (payments.md 3 "Payment meta" for p2p mass; MASS-WIRE.md "Mass transfers"): the
// payee by e-mail (another customer), their active payment account in the row's currency, the amount debited in
// the from account's currency. A row in another currency is converted at the demo rate and carries the extra
// FX markup on top (EXTRA_FX_MARKUP_BPS); the fee is p2p's (transfers' p2pFeeCents) on the debited amount.
import { basisPointsToPercent } from '@paydeck/brand-config/decimal';
import { checkableEmail } from '@paydeck/transfers/api';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { ValidationError } from '../../api/answers.ts';
import type { Db } from '../../db/open.ts';
import { ratedCurrencies, targetMinorFor, toMinor } from '../../money.ts';
import { AccountStatus, AccountType } from '../accounts/ledger/codes.ts';
import { accounts } from '../accounts/tables.ts';
import { users } from '../customer/tables.ts';
import { p2pFeeCents } from '../transfers/p2p.ts';
import { descriptionProblem, type MassRowCells } from './read.ts';

/** The extra FX markup of a converted p2p mass row, in basis points of the debited amount (1.00 %). */
export const EXTRA_FX_MARKUP_BPS = 100n;
/** The markup as the wire's percentage string ("1.00"), or "0.00" when no row converts. */
export const extraFxMarkupPercent = (converts: boolean): string =>
  basisPointsToPercent(converts ? Number(EXTRA_FX_MARKUP_BPS) : 0);

/** The markup of `minor` (half up), in the same minor units. */
export const markupMinor = (minor: bigint): bigint => (minor * EXTRA_FX_MARKUP_BPS + 5_000n) / 10_000n;

export interface P2pLeg {
  toAccountId: number;
  toCurrencyCode: string;
  payeeName: string;
  email: string;
  minor: bigint;
  toMinor: bigint;
  fee: bigint;
  markup: bigint;
}

export type CheckedP2pRow =
  | { ok: true; leg: P2pLeg; description: string; label: string }
  | { ok: false; problems: ValidationError[]; label: string };

export async function checkP2pRow(
  db: Db,
  cells: MassRowCells,
  from: { customerId: number; currencyCode: string },
): Promise<CheckedP2pRow> {
  const label = cells.email ?? '';
  const refuse = (param: string, description: string): CheckedP2pRow => ({
    ok: false,
    problems: [{ param, description }],
    label,
  });
  const email = checkableEmail(cells.email ?? '');
  if (email === null || email === '') return refuse('email', 'is not a valid e-mail');
  const tooLong = descriptionProblem(cells);
  if (tooLong) return refuse(tooLong.param, tooLong.description);
  const minor = toMinor(cells.amount ?? '', from.currencyCode);
  if (minor === null || minor <= 0n) return refuse('amount', `must be a positive ${from.currencyCode} amount`);
  const currency = (cells.currency || from.currencyCode).toUpperCase();
  if (!ratedCurrencies.includes(currency)) return refuse('currency', 'is not offered');
  const [payee] = await db
    .select({ customerId: users.customerId, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(sql`lower(${users.login}) = ${email.toLowerCase()}`);
  if (!payee || payee.customerId === from.customerId) return refuse('email', 'is not another customer');
  const [to] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.customerId, payee.customerId),
        eq(accounts.typeId, AccountType.payment),
        ne(accounts.statusId, AccountStatus.closed),
        eq(accounts.currencyCode, currency),
      ),
    );
  if (!to) return refuse('currency', `the payee cannot receive ${currency}`);
  const converts = currency !== from.currencyCode.toUpperCase();
  const toMinorAmount = targetMinorFor(minor, from.currencyCode, currency);
  if (toMinorAmount <= 0n) return refuse('amount', 'is too small to convert');
  const leg: P2pLeg = {
    toAccountId: to.id,
    toCurrencyCode: currency,
    payeeName: `${payee.firstName} ${payee.lastName}`.trim(),
    email,
    minor,
    toMinor: toMinorAmount,
    fee: p2pFeeCents(minor),
    markup: converts ? markupMinor(minor) : 0n,
  };
  return { ok: true, leg, description: cells.description ?? '', label };
}
