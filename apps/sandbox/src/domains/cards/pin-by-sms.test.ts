// @vitest-environment node
// cardGetPin: the PIN of a physical card by SMS to the confirmed phone of the person asking (pin-by-sms.ts).
import { desc, eq } from 'drizzle-orm';
import { companyUser, northwindOf } from '../../api/access-test-support.ts';
import { outboxMessages } from '../../db/tables.ts';
import { createTestSandbox, type TestSandbox } from '../../test/harness.ts';
import { phones } from '../customer/tables.ts';
import { type Person, signInAs } from './test-support.ts';

const CLEO_PHONE = '+4915798765432';

describe('cardGetPin', () => {
  let t: TestSandbox;
  let cleo: Person;
  const lastSms = async () =>
    (await t.db.select().from(outboxMessages).orderBy(desc(outboxMessages.id)).limit(1)).find((m) => m.kind === 'sms');
  beforeAll(async () => {
    t = await createTestSandbox();
    cleo = await signInAs(t, 'cleo.cards');
  });
  afterAll(() => t.close());

  test('sends the current PIN by SMS to the confirmed phone and answers only where it went', async () => {
    const card = await cleo.card('3344');
    const change = { accountId: card.accountId, pin: '5937', pinRepeat: '5937', confirm: true };
    expect((await cleo.call('cardChangePin', change)).responseCode).toBe('00');
    const answer = await cleo.call('cardGetPin', { accountId: card.accountId, lang: 'ru' });
    expect(answer).toEqual({ responseCode: '00', sentTo: '+49********432' });
    expect(JSON.stringify(answer)).not.toContain('5937');
    expect(await lastSms()).toMatchObject({
      recipient: CLEO_PHONE,
      code: '5937',
      subject: 'PIN-код вашей карты',
      body: expect.stringContaining('5937'),
    });
  });

  test.each([
    ['a virtual card', '5521'],
    ['a card whose status allows no PIN (limited)', '2727'],
  ])('%s is refused and nothing is sent', async (_name, last4) => {
    const card = await cleo.card(last4);
    const before = await lastSms();
    expect(await cleo.call('cardGetPin', { accountId: card.accountId })).toEqual({
      responseCode: 'TA1',
      responseDescription: "The card's status does not allow this action",
    });
    expect(await lastSms()).toEqual(before);
  });

  test('without a confirmed phone it is refused', async () => {
    const card = await cleo.card('3344');
    const [phone] = await t.db.select().from(phones).where(eq(phones.number, '15798765432'));
    if (!phone) throw new Error('cleo has no phone');
    await t.db.update(phones).set({ confirmed: false }).where(eq(phones.id, phone.id));
    try {
      expect(await cleo.call('cardGetPin', { accountId: card.accountId })).toEqual({
        responseCode: 'TA1',
        responseDescription: 'No confirmed phone to send the PIN to',
      });
    } finally {
      await t.db.update(phones).set({ confirmed: true }).where(eq(phones.id, phone.id));
    }
  });

  test('a read-only company user is refused before anything is read (access policy: initiate)', async () => {
    const reader = await companyUser(t, 'pin.reader', 1);
    const fromCustomerId = await northwindOf(t);
    const before = await lastSms();
    expect((await t.call('cardGetPin', { fromCustomerId, accountId: 1 }, { token: reader })).body).toEqual({
      responseCode: '13',
      responseDescription: 'Access denied',
    });
    expect(await lastSms()).toEqual(before);
  });
});
