// @vitest-environment node
// Held money as a property (issue 36): random sequences of create / spend / approve / decline / wrong code /
// expire, across rails (p2p, between own accounts) and people (anna books at once, erin's transfers are company
// requests, otto's wait for his one-time code, sofia's for an SMS code). After every step: every currency's
// postings sum to zero, no customer account is below its minimum, no held transaction credits a customer, and
// each payee's balance is exactly what was approved for them minus what they spent: unapproved money is never
// theirs to spend (a payee's attempt to spend it is refused).
import { desc, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { outboxMessages } from '../../db/tables.ts';
import { queryRows } from '../../db/open.ts';
import { toCents } from '../../money.ts';
import { loginOf } from '../../seed/people.ts';
import { createTestSandbox, newKey, type TestSandbox } from '../../test/harness.ts';
import { ledgerViolations, unbalancedCurrencies } from '../accounts/ledger/checks.ts';
import { expireOverdueOperations } from './expiry.ts';
import { CODE_SECONDS } from './operations.ts';

const PEOPLE = ['anna.personal', 'erin.employee', 'otto.otp', 'sofia.sms', 'boris.business'] as const;
const PAYERS = ['anna.personal', 'erin.employee', 'otto.otp', 'sofia.sms'] as const;
const PAYEES = ['uma.unverified', 'cleo.cards'] as const;
type Payee = (typeof PAYEES)[number] | 'northwind USD';

/** p2p fee (WIRE.md): 0.5 % of the amount, at least 0.20, half up. */
const p2pFee = (cents: bigint): bigint => {
  const fee = (cents * 5n + 500n) / 1000n;
  return fee < 20n ? 20n : fee;
};
const decimal = (cents: bigint) => `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;

type Action =
  | { kind: 'create'; payer: number; payee: number; cents: number; between: boolean }
  | { kind: 'spend'; payee: number; includingHeld: boolean }
  | { kind: 'approve' | 'decline' | 'wrongCode'; pick: number }
  | { kind: 'expire' };

const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('create' as const),
      payer: fc.nat(3),
      payee: fc.nat(1),
      cents: fc.integer({ min: 1, max: 900 }),
      between: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('spend' as const), payee: fc.nat(1), includingHeld: fc.boolean() }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constantFrom('approve' as const, 'decline' as const, 'wrongCode' as const),
      pick: fc.nat(9),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'expire' as const }) },
);

interface Waiting {
  operationId: string;
  transactionId: number;
  mode: 'company' | 'otp' | 'sms';
  payer: string;
  payee: Payee;
  credit: bigint;
  code: string | undefined;
  attempts: number;
}

describe('held money, as a property', () => {
  let t: TestSandbox;
  const token: Record<string, string> = {};
  const accountOf: Record<string, number> = {};
  let northwind: number;
  let northwindEur: number;

  const signInAll = async () => {
    for (const who of [...PEOPLE, ...PAYEES]) token[who] = (await t.signIn(who)).accessToken;
  };
  const eurAccountOf = async (who: string, currencyCode = 'EUR') =>
    (
      (await t.call('balanceInquiry', {}, { token: token[who] })).body.accounts as {
        accountId: number;
        currencyCode: string;
        typeId: number;
      }[]
    ).find((a) => a.currencyCode === currencyCode && a.typeId === 1001)?.accountId as number;

  /** The balances of the payees' accounts and the held-money rules, in one query. */
  const ledgerState = async () => {
    const ids = Object.values(accountOf);
    const [row] = await queryRows<{ balances: Record<string, string>; below: number; held: number }>(
      t.db,
      sql`select
        (select json_object_agg(a.id, coalesce((select sum(amount) from postings p where p.account_id = a.id), 0)::text)
          from accounts a where a.id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})) as balances,
        (select count(*)::int from accounts a where a.customer_id is not null and
          (select coalesce(sum(amount), 0) from postings p where p.account_id = a.id) < a.minimum_balance) as below,
        (select count(*)::int from postings p join transactions t on t.id = p.transaction_id
          join accounts a on a.id = p.account_id
          where t.status_id = 41 and a.customer_id is not null and p.amount > 0) as held`,
    );
    if (!row) throw new Error('no ledger state');
    return row;
  };
  const lastTransferCode = async () => {
    const [message] = await t.db
      .select({ code: outboxMessages.code })
      .from(outboxMessages)
      .where(eq(outboxMessages.subject, 'Transfer code'))
      .orderBy(desc(outboxMessages.id))
      .limit(1);
    return message?.code ?? undefined;
  };

  beforeAll(async () => {
    t = await createTestSandbox();
    await signInAll();
    northwind = (await t.call('customerInfo', {}, { token: token['erin.employee'] })).body.customer.customerId;
    for (const who of [...PAYERS, ...PAYEES]) accountOf[who] = await eurAccountOf(who);
    northwindEur = accountOf['erin.employee'] as number;
    accountOf['northwind USD'] = await eurAccountOf('erin.employee', 'USD');
  }, 60_000);
  afterAll(() => t.close());

  // 300 sequences in three parts of 100, each with its own random seed (fast-check prints it on a failure) and its own
  // time limit: a part takes about 15 s on a quiet 2-core machine, and several times that beside the rest of CI.
  test.each([1, 2, 3])(
    'no sequence lets a payee spend money that waits for approval (part %i of 3)',
    async (part) => {
      const run = async (actions: Action[]) => {
        const start = await ledgerState();
        const expected = new Map<Payee, bigint>(
          ([...PAYEES, 'northwind USD'] as Payee[]).map((p) => [
            p,
            toCents(start.balances[accountOf[p] as number] as string) ?? 0n,
          ]),
        );
        const waiting: Waiting[] = [];
        const decide = async (op: Waiting, approve: boolean) => {
          if (op.mode === 'company') {
            const answer = await t.call(
              'businessTransactionRequestApprove',
              { transactionIds: [op.transactionId], declined: !approve, fromCustomerId: northwind },
              { token: token['boris.business'], key: newKey() },
            );
            expect(answer.body.results[0].statusId).toBe(approve ? 2 : 26);
          } else if (approve) {
            const answer = await t.call(
              'transferApprove',
              { trxid: op.operationId, approvalCode: op.code },
              { token: token[op.payer] },
            );
            expect(answer.body).toMatchObject({ responseCode: '00', statusId: 2 });
          } else {
            while (waiting.includes(op)) await wrongCode(op);
            return;
          }
          if (approve) expected.set(op.payee, (expected.get(op.payee) ?? 0n) + op.credit);
          waiting.splice(waiting.indexOf(op), 1);
        };
        const wrongCode = async (op: Waiting) => {
          const answer = await t.call(
            'transferApprove',
            { trxid: op.operationId, approvalCode: '100000' },
            { token: token[op.payer] },
          );
          expect(answer.body.responseCode).toBe('VF');
          op.attempts += 1;
          if (op.attempts >= 3) waiting.splice(waiting.indexOf(op), 1);
        };

        for (const step of actions) {
          if (step.kind === 'create') {
            const payer = PAYERS[step.payer] as string;
            const between = step.between && payer === 'erin.employee';
            const payee: Payee = between ? 'northwind USD' : (PAYEES[step.payee] as Payee);
            const cents = BigInt(step.cents);
            const answer = between
              ? await t.call(
                  'transferBetweenAccounts',
                  { fromAccount: northwindEur, toAccount: accountOf['northwind USD'], toAmount: decimal(cents) },
                  { token: token[payer], key: newKey() },
                )
              : await t.call(
                  'p2pTransferFunds',
                  { fromAccountId: accountOf[payer], toEmail: loginOf(payee), amount: decimal(cents) },
                  { token: token[payer], key: newKey() },
                );
            if (answer.body.responseCode !== '00') {
              expect(answer.body.validationErrors).toEqual([expect.objectContaining({ param: 'amount' })]); // funds, limit
            } else if (answer.body.statusId === 2) {
              expected.set(payee, (expected.get(payee) ?? 0n) + cents);
            } else {
              expect(answer.body.statusId).toBe(41);
              const mode = payer === 'erin.employee' ? 'company' : payer === 'otto.otp' ? 'otp' : 'sms';
              const code = mode === 'company' ? undefined : await lastTransferCode();
              const { operationId, transactionId } = answer.body as { operationId: string; transactionId: number };
              waiting.push({ operationId, transactionId, mode, payer, payee, credit: cents, code, attempts: 0 });
            }
          } else if (step.kind === 'spend') {
            const payee = PAYEES[step.payee] as (typeof PAYEES)[number];
            const held = waiting.filter((op) => op.payee === payee).reduce((sum, op) => sum + op.credit, 0n);
            const own = expected.get(payee) ?? 0n;
            // Everything they have (or that plus what waits for them), less the fee, sent to anna.
            let amount = own + (step.includingHeld ? held : 0n);
            amount -= p2pFee(amount);
            if (amount <= 0n) continue;
            const answer = await t.call(
              'p2pTransferFunds',
              { fromAccountId: accountOf[payee], toEmail: loginOf('anna.personal'), amount: decimal(amount) },
              { token: token[payee], key: newKey() },
            );
            if (amount + p2pFee(amount) <= own) {
              expect(answer.body).toMatchObject({ responseCode: '00', statusId: 2 });
              expected.set(payee, own - amount - p2pFee(amount));
            } else {
              expect(answer.body).toMatchObject({
                responseCode: 'VF',
                validationErrors: [{ description: 'insufficient funds' }],
              });
            }
          } else if (step.kind === 'expire') {
            t.clock.advance(CODE_SECONDS * 1000);
            await expireOverdueOperations(t.sandbox);
            for (const op of waiting.filter((w) => w.mode !== 'company')) waiting.splice(waiting.indexOf(op), 1);
            await signInAll();
          } else {
            const op = waiting[step.pick % Math.max(waiting.length, 1)];
            if (!op) continue;
            if (step.kind === 'wrongCode') {
              if (op.mode !== 'company') await wrongCode(op);
            } else await decide(op, step.kind === 'approve');
          }
          const state = await ledgerState();
          expect({ below: state.below, held: state.held }).toEqual({ below: 0, held: 0 });
          for (const [payee, cents] of expected) {
            expect([payee, toCents(state.balances[accountOf[payee] as number] as string)]).toEqual([payee, cents]);
          }
        }
        for (const op of [...waiting]) await decide(op, false); // the next sequence starts with nothing held
        expect(await unbalancedCurrencies(t.db)).toEqual([]);
      };
      await fc.assert(fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 8 }), run), {
        numRuns: 100,
        seed: 36_000 + part,
      });
      expect(Object.values(await ledgerViolations(t.db)).flat()).toEqual([]);
    },
    180_000,
  );
});
