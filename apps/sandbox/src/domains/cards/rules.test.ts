// @vitest-environment node
// Every card action method against every card status of cleo.cards: refused (TA1) exactly when the
// shared rules (`cardActions` of @paydeck/cards/api) say so, CA on the closed account, TA1 for a card of
// another customer, 13 without the right to act.
import { type CardAction, cardActions, cardStatusIds } from '@paydeck/cards/api';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { accounts } from '../accounts/tables.ts';
import { cards } from './tables.ts';
import { customerAccesses, users } from '../customer/tables.ts';
import { cardEnrollments, cardReissues, cardSecrets } from './tables.ts';
import { cleoCards } from './seed-data.ts';
import { loginOf } from '../../seed/people.ts';
import { type AccountRow, type Person, signInAs } from './test-support.ts';
import { testDbKinds } from '../../test/databases.ts';
import { createTestSandbox, type TestSandbox } from '../../test/harness.ts';

const STATUS_REFUSAL = "The card's status does not allow this action";

interface ActionCall {
  method: string;
  action: CardAction;
  idempotent?: boolean;
  /** A payload that passes every other check where it can, so an allowed call is not refused for its status. */
  payload(card: AccountRow, person: Person): Promise<object>;
}

const byId = async (card: AccountRow) => ({ accountId: card.accountId });

const actionCalls: ActionCall[] = [
  { method: 'cardPause', action: 'pause', payload: byId },
  { method: 'cardUnpause', action: 'unpause', payload: byId },
  {
    method: 'cardSetAliasName',
    action: 'rename',
    payload: async (card) => ({ accountId: card.accountId, cardAliasName: 'Renamed' }),
  },
  {
    method: 'cardReissue',
    action: 'reissue',
    idempotent: true,
    payload: async (card) => ({ accountId: card.accountId, isExpressShipping: false }),
  },
  { method: 'cardReissueUpgradeShipping', action: 'upgradeShipping', idempotent: true, payload: byId },
  { method: 'cardActivationData', action: 'activate', payload: byId },
  {
    method: 'cardActivate',
    action: 'activate',
    idempotent: true,
    payload: async (card, person) => ({
      accountId: card.accountId,
      feeAccountId: (await person.payment(card.currencyCode)).accountId,
      extraParams: { lastFourOfCardNumber: '0000' },
    }),
  },
  {
    method: 'cardChangePin',
    action: 'changePin',
    payload: async (card) => ({ accountId: card.accountId, pin: '5830', pinRepeat: '5830', confirm: true }),
  },
  { method: 'cardShowPin', action: 'showPin', payload: byId },
  { method: 'cardVirtualDetails', action: 'details', payload: byId },
  { method: 'cardBlock', action: 'block', payload: byId },
  { method: 'cardEnroll', action: 'enrollment', payload: byId },
  {
    method: 'cardLoad',
    action: 'load',
    idempotent: true,
    payload: async (card, person) => ({
      accountId: card.accountId,
      fromAccountId: (await person.payment(card.currencyCode)).accountId,
      amount: '1.00',
    }),
  },
];

const last4 = (masked: string) => masked.slice(-4);
const cases = cleoCards.flatMap((seed) =>
  actionCalls.map((call) => {
    const rules = cardActions({
      statusId: seed.statusId,
      isVirtual: seed.isVirtual,
      productTypeId: seed.productTypeId,
      reissuedStatusId: seed.reissue?.statusId ?? null,
      reissueIsExpress: seed.reissue?.isExpressShipping ?? false,
    });
    const expected = rules.closed ? 'CA' : rules[call.action] ? 'allowed' : 'TA1';
    return { ...call, statusId: seed.statusId, last4: last4(seed.maskedNumber), isVirtual: seed.isVirtual, expected };
  }),
);

/** Everything an allowed call may change about a card, to put back after it. */
async function saveCard(db: Db, accountId: number) {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  const [card] = await db.select().from(cards).where(eq(cards.accountId, accountId));
  const [reissue] = await db.select().from(cardReissues).where(eq(cardReissues.accountId, accountId));
  const [secrets] = await db.select().from(cardSecrets).where(eq(cardSecrets.accountId, accountId));
  return async () => {
    await db.update(accounts).set({ statusId: account?.statusId }).where(eq(accounts.id, accountId));
    if (card) await db.update(cards).set(card).where(eq(cards.accountId, accountId));
    await db.delete(cardReissues).where(eq(cardReissues.accountId, accountId));
    if (reissue) await db.insert(cardReissues).values(reissue);
    if (secrets) await db.update(cardSecrets).set(secrets).where(eq(cardSecrets.accountId, accountId));
    await db.delete(cardEnrollments).where(eq(cardEnrollments.accountId, accountId));
  };
}

describe.each(testDbKinds)('card status rules on %s', (kind) => {
  let t: TestSandbox;
  let cleo: Person;
  let anna: Person;
  beforeAll(async () => {
    t = await createTestSandbox(kind);
    cleo = await signInAs(t, 'cleo.cards');
    anna = await signInAs(t, 'anna.personal');
  });
  afterAll(() => t.close());

  test('cleo holds a card in every status, and one closed card account', async () => {
    const statuses = (await cleo.accounts()).filter((a) => a.typeId === 4001).map((a) => a.statusId);
    expect([...new Set(statuses)].sort((a, b) => a - b)).toEqual([...cardStatusIds, 11].sort((a, b) => a - b));
  });

  test.each(cases)('$method on the card in status $statusId (…$last4): $expected', async (c) => {
    const card = await cleo.card(c.last4);
    const restore = await saveCard(t.db, card.accountId);
    try {
      const answer = await cleo.call(c.method, await c.payload(card, cleo), { idempotent: c.idempotent === true });
      if (c.expected === 'CA') {
        expect(answer).toMatchObject({ responseCode: 'CA', responseDescription: 'Closed account' });
      } else if (c.expected === 'TA1') {
        expect(answer).toMatchObject({ responseCode: 'TA1', responseDescription: STATUS_REFUSAL });
      } else {
        // Allowed: done, or refused by a later rule (wrong digits, insufficient funds), never for the status.
        expect(['00', 'VF']).toContain(answer.responseCode);
      }
    } finally {
      await restore();
      t.sandbox.answers.clear();
    }
  });

  test.each([...actionCalls.map((call) => call.method), 'cardInfo'])(
    '%s on a card of another customer: TA1 No card account',
    async (method) => {
      const card = await cleo.card('3344');
      const call = actionCalls.find((c) => c.method === method);
      const body = call ? await call.payload(card, cleo) : { accountId: card.accountId };
      const answer = await anna.call(method, body, { idempotent: call?.idempotent === true });
      expect(answer).toEqual({ responseCode: 'TA1', responseDescription: `No card account ${card.accountId}` });
    },
  );

  test('a payment account is not a card account', async () => {
    const payment = await cleo.payment('EUR');
    expect(await cleo.call('cardPause', { accountId: payment.accountId })).toMatchObject({ responseCode: 'TA1' });
  });

  test('cardInfo of the closed card account: CA', async () => {
    const closed = await cleo.card('1111');
    expect((await cleo.call('cardInfo', { accountId: closed.accountId })).responseCode).toBe('CA');
  });

  test('a person with read access only may look at the cards but not change them (13)', async () => {
    const [annaUser] = await t.db
      .select()
      .from(users)
      .where(eq(users.login, loginOf('anna.personal')));
    const card = await cleo.card('3344');
    const [cleoCustomer] = await t.db
      .select({ customerId: accounts.customerId })
      .from(accounts)
      .where(eq(accounts.id, card.accountId));
    const customerId = cleoCustomer?.customerId ?? 0;
    await t.db.insert(customerAccesses).values({ userId: annaUser?.id ?? 0, customerId, accessRights: 1 });
    try {
      const asReader = { accountId: card.accountId, fromCustomerId: customerId };
      expect((await anna.call('cardInfo', asReader)).responseCode).toBe('00');
      expect(await anna.call('cardPause', asReader)).toEqual({
        responseCode: '13',
        responseDescription: 'Access denied',
      });
    } finally {
      await t.db
        .delete(customerAccesses)
        .where(and(eq(customerAccesses.userId, annaUser?.id ?? 0), eq(customerAccesses.customerId, customerId)));
    }
  });
});
