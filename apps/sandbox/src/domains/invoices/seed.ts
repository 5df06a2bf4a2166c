// Demo invoices (finish step: everyone exists): anna has one to pay from cleo, one she sent to sofia, one sofia
// rejected with a note, and a funding invoice of her EUR account. None is paid: no balance moves.
import type { Db } from '../../db/open.ts';
import { loginOf } from '../../seed/people.ts';
import { DAY, type DomainSeed } from '../../seed/steps.ts';
import { customerByLogin, paymentAccountIn } from './parties.ts';
import { invoices } from './tables.ts';

interface DemoInvoice {
  payee: string | null; // a demo person's name, or null: the bank (funding)
  payer: string;
  amount: string;
  note: string;
  daysAgo: number;
  dueInDays: number;
  rejectNote?: string;
}

const demo: DemoInvoice[] = [
  {
    payee: 'sofia.sms',
    payer: 'anna.personal',
    amount: '32.40',
    note: 'Shared dinner',
    daysAgo: 20,
    dueInDays: -5,
    rejectNote: 'Paid you in cash',
  },
  { payee: 'anna.personal', payer: 'sofia.sms', amount: '18.00', note: 'Concert tickets', daysAgo: 6, dueInDays: 8 },
  { payee: 'cleo.cards', payer: 'anna.personal', amount: '45.00', note: 'Bike repair', daysAgo: 3, dueInDays: 11 },
  {
    payee: null,
    payer: 'anna.personal',
    amount: '500.00',
    note: 'Funding of your EUR account',
    daysAgo: 1,
    dueInDays: 13,
  },
];

const day = (now: Date, days: number) => new Date(now.getTime() + days * DAY).toISOString().slice(0, 10);

async function seedInvoice(db: Db, now: Date, item: DemoInvoice): Promise<void> {
  const payer = await customerByLogin(db, loginOf(item.payer));
  const payeeCustomer = item.payee ? await customerByLogin(db, loginOf(item.payee)) : null;
  const intoCustomer = payeeCustomer ?? payer;
  if (payer === undefined || intoCustomer === undefined || payeeCustomer === undefined) return;
  const account = await paymentAccountIn(db, intoCustomer, 'EUR');
  if (!account) return;
  const createdAt = new Date(now.getTime() - item.daysAgo * DAY);
  await db.insert(invoices).values({
    payeeCustomerId: payeeCustomer,
    payeeAccountId: account.id,
    payerCustomerId: payer,
    payerEmail: loginOf(item.payer),
    amount: item.amount,
    currencyCode: 'EUR',
    dueDate: day(now, item.dueInDays),
    noteBody: item.note,
    rejectNote: item.rejectNote ?? null,
    statusId: item.rejectNote ? 2 : 0,
    isFunding: item.payee === null,
    isSystem: item.payee === null,
    createdAt,
    updatedAt: createdAt,
  });
}

export const invoicesSeed: DomainSeed = {
  finish: async ({ db, now }) => {
    for (const item of demo) await seedInvoice(db, now, item);
  },
};
