// Generated, repeatable transaction history for a demo customer: deposits, card loads and
// purchases, person-to-person, wires with fees, conversions, a few rejected and processing ones.
// Booked through the ledger like any real transaction; balances never go below zero.
import type { Db } from '../../db/open.ts';
import { TxStatus, type SystemPurpose } from './ledger/codes.ts';
import { book, movePostings, type Posting, systemAccount } from './ledger/ledger.ts';
import { sourceMinorFor } from '../../money.ts';
import { seededRandom, seedOf } from '../../random.ts';
import type { SeedAccount } from '../../seed/steps.ts';
import { type BankDescription, bankDescription } from './descriptions.ts';
import { TxType } from './transaction-types.ts';

const DAY = 86_400_000;

const merchants = [
  'Lidl',
  'Spotify',
  'Uber',
  'Amazon EU',
  'Zara',
  'Shell',
  'Booking.com',
  'IKEA',
  'Bolt Food',
  'Apple',
];
const people = [
  { name: 'Marta Lopez', email: 'marta.lopez@example.com' },
  { name: 'Jonas Weber', email: 'jonas.weber@example.com' },
  { name: 'Ioana Radu', email: 'ioana.radu@example.com' },
  { name: 'Liam Byrne', email: 'liam.byrne@example.com' },
  { name: 'Chen Wei', email: 'chen.wei@example.com' },
];
/** The people demo customers pay and are paid by, person to person: Paydeck customers too (transfers/seed-payees.ts). */
export { people as demoPayees };
const payers = [
  { name: 'Acme Media GmbH', email: 'payroll@acme-media.example' },
  { name: 'Streamly Networks', email: 'payouts@streamly.example' },
  { name: 'Affiliate Hub BV', email: 'finance@affiliatehub.example' },
];

type Kind =
  | 'purchase'
  | 'cardLoad'
  | 'p2pOut'
  | 'p2pIn'
  | 'wire'
  | 'between'
  | 'eft'
  | 'instant'
  | 'rejected'
  | 'crypto';
const weights: [Kind, number][] = [
  ['purchase', 28],
  ['cardLoad', 10],
  ['p2pOut', 14],
  ['p2pIn', 10],
  ['wire', 8],
  ['between', 8],
  ['eft', 6],
  ['instant', 6],
  ['rejected', 6],
  ['crypto', 4],
];

export async function seedHistory(
  db: Db,
  options: { name: string; now: Date; count: number; days: number; accounts: SeedAccount[] },
): Promise<void> {
  const { now, count, days } = options;
  const payment = options.accounts.filter((account) => !account.isCard);
  const cards = options.accounts.filter((account) => account.isCard);
  if (count === 0 || payment.length === 0) return;
  const random = seededRandom(seedOf(options.name));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const cents = (low: number, high: number) => BigInt(Math.round(low * 100 + random() * (high - low) * 100));
  /** A random whole number of minor units from `low` to `high` (the float is only random()'s fraction of the span). */
  const minorBetween = (low: bigint, high: bigint) => low + BigInt(Math.round(random() * Number(high - low)));
  const balances = new Map<number, bigint>();
  const balance = (id: number) => balances.get(id) ?? 0n;
  const system = new Map<string, number>();
  const sys = async (purpose: SystemPurpose, currency: string) => {
    const key = `${purpose}:${currency}`;
    const found = system.get(key) ?? (await systemAccount(db, purpose, currency));
    system.set(key, found);
    return found;
  };
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const at = (daysAgo: number) =>
    daysAgo === 0
      ? new Date(now.getTime() - (30 + Math.floor(random() * 90)) * 60_000)
      : new Date(
          today - daysAgo * DAY + (7 + Math.floor(random() * 13)) * 3_600_000 + Math.floor(random() * 60) * 60_000,
        );

  const post = async (
    typeId: number,
    statusId: number,
    when: Date,
    from: SeedAccount | null,
    to: SeedAccount | null,
    amount: bigint,
    details: { description: BankDescription; counterpartyName?: string; counterpartyEmail?: string },
  ) => {
    const currency = (from ?? to)?.currencyCode ?? 'EUR';
    const postings: Posting[] = [
      from
        ? { accountId: from.id, amount: -amount, currencyCode: currency }
        : { accountId: await sys('clearing', currency), amount: -amount, currencyCode: currency },
      to
        ? { accountId: to.id, amount, currencyCode: currency }
        : {
            accountId: await sys(typeId === TxType.fee ? 'fees' : 'clearing', currency),
            amount,
            currencyCode: currency,
          },
    ];
    await book(db, {
      typeId,
      statusId,
      fromAccountId: from?.id ?? null,
      toAccountId: to?.id ?? null,
      amount,
      currencyCode: currency,
      toAmount: amount,
      toCurrencyCode: currency,
      createdAt: when,
      postings,
      ...details,
    });
    if (statusId !== TxStatus.rejected) {
      if (from) balances.set(from.id, balance(from.id) - amount);
      if (to) balances.set(to.id, balance(to.id) + amount);
    }
  };
  const deposit = (account: SeedAccount, amount: bigint, when: Date) => {
    const payer = pick(payers);
    return post(TxType.deposit, TxStatus.completed, when, null, account, amount, {
      description: bankDescription('incomingWireFrom', { name: payer.name }),
      counterpartyName: payer.name,
      counterpartyEmail: payer.email,
    });
  };
  const fee = (account: SeedAccount, amount: bigint, when: Date, what: BankDescription) =>
    post(TxType.fee, TxStatus.completed, when, account, null, amount, { description: what });

  // Opening deposits, one per payment account.
  for (const account of payment) await deposit(account, cents(1500, 4000), at(days));

  let total = payment.length;
  for (let step = 1; total < count; step += 1) {
    const daysAgo = Math.max(0, days - Math.round((total * days) / (count - 1)));
    const when = at(daysAgo);
    const main = payment[0] as SeedAccount;
    const recent = daysAgo <= 2;
    let kind = pickWeighted(weights, random);
    const card = cards.find((c) => c.usableUntilDaysAgo <= daysAgo && balance(c.id) > 2000n) ?? null;
    const loadables = cards.filter((c) => c.usableUntilDaysAgo <= daysAgo && c.currencyCode === main.currencyCode);
    const loadable = loadables.length > 0 ? pick(loadables) : null;
    if (kind === 'purchase' && !card) kind = loadable ? 'cardLoad' : 'p2pOut';
    if (kind === 'cardLoad' && !loadable) kind = 'p2pIn';
    if (kind === 'between' && payment.length < 2) kind = 'instant';
    const out = kind !== 'p2pIn' && kind !== 'rejected';
    if (out && balance(main.id) < 100_000n) kind = 'p2pIn'; // keep the demo solvent: money in first

    if (step % 9 === 0) {
      await fee(main, 200n, when, bankDescription('monthlyAccountFee'));
      total += 1;
      continue;
    }
    switch (kind) {
      case 'purchase': {
        const merchant = pick(merchants);
        const room = balance((card as SeedAccount).id) - 100n; // 3.00 to 120.00, leaving 1.00 on the card
        const amount = minorBetween(300n, room < 12_000n ? room : 12_000n);
        await post(TxType.cardPurchase, TxStatus.completed, when, card, null, amount, {
          description: bankDescription('cardPayment', { merchant }),
          counterpartyName: merchant,
        });
        break;
      }
      case 'cardLoad':
        await post(TxType.cardLoad, TxStatus.completed, when, main, loadable, cents(100, 300), {
          description: bankDescription('cardLoad'),
        });
        break;
      case 'p2pOut':
      case 'rejected': {
        const friend = pick(people);
        const status = kind === 'rejected' ? TxStatus.rejected : recent ? TxStatus.processing : TxStatus.completed;
        await post(TxType.p2p, status, when, main, null, cents(10, 250), {
          description: bankDescription(kind === 'rejected' ? 'paymentToRejected' : 'paymentTo', { name: friend.name }),
          counterpartyName: friend.name,
          counterpartyEmail: friend.email,
        });
        break;
      }
      case 'p2pIn': {
        const friend = pick(people);
        const target = pick(payment);
        if (random() < 0.4) await deposit(target, cents(800, 2500), when);
        else {
          await post(TxType.p2p, TxStatus.completed, when, null, target, cents(20, 300), {
            description: bankDescription('paymentFrom', { name: friend.name }),
            counterpartyName: friend.name,
            counterpartyEmail: friend.email,
          });
        }
        break;
      }
      case 'wire':
      case 'eft':
      case 'instant':
      case 'crypto': {
        const typeId = { wire: TxType.wire, eft: TxType.eft, instant: TxType.instantPayment, crypto: TxType.cryptoEft }[
          kind
        ];
        const payee = pick(payers);
        await post(typeId, recent ? TxStatus.processing : TxStatus.completed, when, main, null, cents(150, 900), {
          description: bankDescription(kind === 'crypto' ? 'cryptoWithdrawalTo' : 'transferTo', { name: payee.name }),
          counterpartyName: payee.name,
        });
        if (kind === 'wire') {
          await fee(main, 350n, when, bankDescription('railFee', { rail: 'wire' }));
          total += 1;
        }
        break;
      }
      case 'between': {
        const [from, to] = [main, payment[1] as SeedAccount];
        const toAmount = cents(50, 300);
        const fromAmount = sourceMinorFor(toAmount, from.currencyCode, to.currencyCode);
        await book(db, {
          typeId: TxType.betweenAccounts,
          statusId: TxStatus.completed,
          fromAccountId: from.id,
          toAccountId: to.id,
          amount: fromAmount,
          currencyCode: from.currencyCode,
          toAmount,
          toCurrencyCode: to.currencyCode,
          createdAt: when,
          description: bankDescription('betweenOwnAccounts'),
          postings: await movePostings(
            db,
            { accountId: from.id, currencyCode: from.currencyCode, minor: fromAmount },
            { accountId: to.id, currencyCode: to.currencyCode, minor: toAmount },
          ),
        });
        balances.set(from.id, balance(from.id) - fromAmount);
        balances.set(to.id, balance(to.id) + toAmount);
        break;
      }
    }
    total += 1;
  }
  // A transfer still processing today, so the history shows that state too.
  if (count >= 10) {
    const main = payment[0] as SeedAccount;
    await post(TxType.instantPayment, TxStatus.processing, at(0), main, null, cents(20, 60), {
      description: bankDescription('railTo', { rail: 'instant', name: 'Chen Wei' }),
      counterpartyName: 'Chen Wei',
      counterpartyEmail: 'chen.wei@example.com',
    });
  }
}

function pickWeighted<T>(table: [T, number][], random: () => number): T {
  const sum = table.reduce((acc, [, weight]) => acc + weight, 0);
  let r = random() * sum;
  for (const [value, weight] of table) {
    r -= weight;
    if (r < 0) return value;
  }
  return (table[0] as [T, number])[0];
}
