// Demo transfer batches (mass files): each row booked through the ledger like any payment, so the
// batch list, history, balances and statements agree. Anna paid four freelancers (one row was
// rejected); Northwind paid its affiliates by wire.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import type { DomainSeed } from '../../seed/steps.ts';
import { accounts } from '../accounts/tables.ts';
import { customers, users } from '../customer/tables.ts';
import { transferBatches, transferBatchRows } from './tables.ts';
import { TxType } from '../accounts/transaction-types.ts';
import { AccountType, TxStatus } from '../accounts/ledger/codes.ts';
import { book, systemAccount } from '../accounts/ledger/ledger.ts';
import { toCents } from '../../money.ts';
import { loginOf } from '../../seed/people.ts';
import { seedExternalReference, seedRosa } from './external-seed.ts';
import { seedPayees } from './seed-payees.ts';
import { seedPreapproved } from './seed-preapproved.ts';

const DAY = 86_400_000;

interface DemoBatch {
  owner: { login: string } | { businessName: string };
  name: string;
  fileName: string;
  typeId: number;
  daysAgo: number;
  rows: { name: string; email?: string; amount: string; description: string; rejected?: boolean }[];
}

const demoBatches: DemoBatch[] = [
  {
    owner: { login: loginOf('anna.personal') },
    name: 'Freelancers, design sprint',
    fileName: 'freelancers-design-sprint.csv',
    typeId: TxType.p2p,
    daysAgo: 12,
    rows: [
      { name: 'Marta Lopez', email: 'marta.lopez@example.com', amount: '35.00', description: 'Logo sketches' },
      { name: 'Jonas Weber', email: 'jonas.weber@example.com', amount: '28.50', description: 'Icon set' },
      {
        name: 'Ioana Radu',
        email: 'ioana.radu@example.com',
        amount: '40.00',
        description: 'Copy review',
        rejected: true,
      },
      { name: 'Liam Byrne', email: 'liam.byrne@example.com', amount: '22.00', description: 'Photo retouch' },
    ],
  },
  {
    owner: { businessName: 'Northwind Media Ltd' },
    name: 'Affiliate payouts, Q3',
    fileName: 'affiliate-payouts-q3.csv',
    typeId: TxType.wire,
    daysAgo: 40,
    rows: [
      {
        name: 'Affiliate Hub BV',
        email: 'finance@affiliatehub.example',
        amount: '420.00',
        description: 'Q3 commission',
      },
      { name: 'Streamly Networks', email: 'payouts@streamly.example', amount: '310.40', description: 'Q3 commission' },
      { name: 'Acme Media GmbH', email: 'payroll@acme-media.example', amount: '155.75', description: 'Q3 commission' },
    ],
  },
];

async function ownerAccount(db: Db, owner: DemoBatch['owner']) {
  const customer =
    'login' in owner
      ? db.select({ id: users.customerId }).from(users).where(eq(users.login, owner.login))
      : db.select({ id: customers.id }).from(customers).where(eq(customers.businessName, owner.businessName));
  const [found] = await customer;
  if (!found) return undefined;
  const [account] = await db
    .select({ id: accounts.id, currencyCode: accounts.currencyCode, customerId: accounts.customerId })
    .from(accounts)
    .where(
      and(
        eq(accounts.customerId, found.id),
        eq(accounts.typeId, AccountType.payment),
        eq(accounts.currencyCode, 'EUR'),
      ),
    );
  return account;
}

/**
 * The transfers domain's part of the demo data: the external rails' dictionaries (bank step); the batches,
 * booked at the end (finish step), anna's preapproved payments, rosa.rails' templates, card and funds, and the
 * person-to-person payees as customers.
 */
export const transfersSeed: DomainSeed = {
  bank: async ({ db }) => seedExternalReference(db),
  finish: async ({ db, now, openedAt, passwordHash }) => {
    await seedBatches(db, now);
    await seedPreapproved(db, now);
    await seedRosa(db, now);
    await seedPayees(db, openedAt, passwordHash);
  },
};

async function seedBatches(db: Db, now: Date): Promise<void> {
  for (const batch of demoBatches) {
    const account = await ownerAccount(db, batch.owner);
    if (!account?.customerId) continue;
    const createdAt = new Date(now.getTime() - batch.daysAgo * DAY);
    const [created] = await db
      .insert(transferBatches)
      .values({
        customerId: account.customerId,
        accountId: account.id,
        name: batch.name,
        fileName: batch.fileName,
        typeId: batch.typeId,
        createdAt,
      })
      .returning({ id: transferBatches.id });
    if (!created) continue;
    const clearing = await systemAccount(db, 'clearing', account.currencyCode);
    for (const [index, row] of batch.rows.entries()) {
      const cents = toCents(row.amount) ?? 0n;
      const transactionId = await book(db, {
        typeId: batch.typeId,
        statusId: row.rejected ? TxStatus.rejected : TxStatus.completed,
        fromAccountId: account.id,
        toAccountId: null,
        amount: cents,
        currencyCode: account.currencyCode,
        toAmount: cents,
        toCurrencyCode: account.currencyCode,
        description: `${batch.name}: ${row.description}`,
        counterpartyName: row.name,
        counterpartyEmail: row.email ?? null,
        reference: `BATCH-${created.id}-${index + 1}`,
        createdAt: new Date(createdAt.getTime() + index * 1000),
        postings: [
          { accountId: account.id, amount: -cents, currencyCode: account.currencyCode },
          { accountId: clearing, amount: cents, currencyCode: account.currencyCode },
        ],
      });
      await db.insert(transferBatchRows).values({
        batchId: created.id,
        rowNumber: index + 1,
        beneficiaryName: row.name,
        beneficiaryEmail: row.email ?? null,
        amount: row.amount,
        currencyCode: account.currencyCode,
        description: row.description,
        transactionId,
      });
    }
  }
}
