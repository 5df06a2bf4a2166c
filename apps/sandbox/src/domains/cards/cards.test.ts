// @vitest-environment node
// A card's own state: info, pause and unpause, alias, PIN rules, virtual details, block, enrollment.
import { passesLuhn } from '@paydeck/api-client/card-number';
import { type Person, signInAs } from './test-support.ts';
import { testDbKinds } from '../../test/databases.ts';
import { createTestSandbox, type TestSandbox } from '../../test/harness.ts';

describe.each(testDbKinds)('cards on %s', (kind) => {
  let t: TestSandbox;
  let cleo: Person;
  beforeAll(async () => {
    t = await createTestSandbox(kind);
    cleo = await signInAs(t, 'cleo.cards');
  });
  afterAll(() => t.close());

  test('anna keeps exactly her two cards: a virtual active EUR card and the paused physical "Travel card"', async () => {
    const anna = await signInAs(t, 'anna.personal');
    const cards = (await anna.accounts()).filter((a) => a.typeId === 4001);
    expect(cards).toMatchObject([
      { currencyCode: 'EUR', statusId: 2, cardIsVirtual: true, cardMaskedNumber: '535522******4417' },
      { currencyCode: 'EUR', statusId: 71, cardIsVirtual: false, cardAliasName: 'Travel card' },
    ]);
    expect(cards).toHaveLength(2);
  });

  test('cardInfo: holder, enrollment, the reissue in progress and the shipping address', async () => {
    const physical = await cleo.card('3344');
    expect(await cleo.call('cardInfo', { accountId: physical.accountId })).toEqual({
      responseCode: '00',
      card: {
        accountId: physical.accountId,
        holderName: 'Cleo Weber',
        enrolled: false,
        reissue: null,
        shippingAddress: {
          addressId: expect.any(Number),
          address1: 'Schönhauser Allee 36',
          city: 'Berlin',
          postalCode: '10435',
          countryCode: 'DE',
        },
      },
    });
    const reissued = await cleo.card('9090');
    expect((await cleo.call('cardInfo', { accountId: reissued.accountId })).card.reissue).toEqual({
      statusId: 0,
      isExpressShipping: false,
      fee: '5.00',
      currencyCode: 'USD',
      requestedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const virtual = await cleo.card('5521');
    expect((await cleo.call('cardInfo', { accountId: virtual.accountId })).card.shippingAddress).toBeNull();
  });

  test('pause then unpause: 71, then 2 again, as balanceInquiry shows', async () => {
    const card = await cleo.card('5521');
    expect(await cleo.call('cardPause', { accountId: card.accountId })).toEqual({ responseCode: '00', statusId: 71 });
    expect((await cleo.card('5521')).statusId).toBe(71);
    expect((await cleo.call('cardPause', { accountId: card.accountId })).responseCode).toBe('TA1');
    expect(await cleo.call('cardUnpause', { accountId: card.accountId })).toEqual({ responseCode: '00', statusId: 2 });
    expect((await cleo.card('5521')).statusId).toBe(2);
  });

  test.each([
    ['  Groceries  ', 'Groceries'],
    ['x'.repeat(40), 'x'.repeat(40)],
    ['x'.repeat(41), null],
    ['   ', null],
  ])('alias %j', async (cardAliasName, saved) => {
    const card = await cleo.card('6610');
    const answer = await cleo.call('cardSetAliasName', { accountId: card.accountId, cardAliasName });
    if (saved === null) {
      expect(answer.validationErrors).toEqual([{ param: 'cardAliasName', description: 'must be 1 to 40 characters' }]);
      expect((await cleo.card('6610')).cardAliasName).toBe(card.cardAliasName);
    } else {
      expect(answer).toEqual({ responseCode: '00', cardAliasName: saved });
      expect((await cleo.card('6610')).cardAliasName).toBe(saved);
    }
  });

  test.each([
    [{ pin: '123', pinRepeat: '123', confirm: true }, [{ param: 'pin', description: 'must be 4 digits' }]],
    [{ pin: '12a4', pinRepeat: '12a4', confirm: true }, [{ param: 'pin', description: 'must be 4 digits' }]],
    [{ pin: '4821', pinRepeat: '4822', confirm: true }, [{ param: 'pinRepeat', description: 'does not match' }]],
    [{ pin: '1111', pinRepeat: '1111', confirm: true }, [{ param: 'pin', description: 'is too easy to guess' }]],
    [{ pin: '1234', pinRepeat: '1234', confirm: true }, [{ param: 'pin', description: 'is too easy to guess' }]],
    [{ pin: '9876', pinRepeat: '9876', confirm: true }, [{ param: 'pin', description: 'is too easy to guess' }]],
    [{ pin: '0123', pinRepeat: '0123', confirm: true }, [{ param: 'pin', description: 'is too easy to guess' }]],
    [{ pin: '4821', pinRepeat: '4821', confirm: false }, [{ param: 'confirm', description: 'must be confirmed' }]],
    [{ pin: '4821', pinRepeat: '4821' }, [{ param: 'confirm', description: 'must be confirmed' }]],
  ])('change PIN %j is refused', async (body, validationErrors) => {
    const card = await cleo.card('3344');
    const before = await cleo.call('cardShowPin', { accountId: card.accountId });
    expect(await cleo.call('cardChangePin', { accountId: card.accountId, ...body })).toEqual({
      responseCode: 'VF',
      responseDescription: 'Validation failed',
      validationErrors,
    });
    expect(await cleo.call('cardShowPin', { accountId: card.accountId })).toEqual(before);
  });

  test('a good PIN is set and shown afterwards', async () => {
    const card = await cleo.card('3344');
    const body = { accountId: card.accountId, pin: '4829', pinRepeat: '4829', confirm: true };
    expect(await cleo.call('cardChangePin', body)).toEqual({ responseCode: '00' });
    expect(await cleo.call('cardShowPin', { accountId: card.accountId })).toEqual({ responseCode: '00', pin: '4829' });
  });

  test('virtual card details: the full Luhn-valid number behind the mask, CVV, expiry and holder', async () => {
    const card = await cleo.card('5521');
    const details = await cleo.call('cardVirtualDetails', { accountId: card.accountId });
    expect(details).toMatchObject({ responseCode: '00', expiryMonth: 6, expiryYear: 2029, holderName: 'Cleo Weber' });
    expect(details.cardNumber).toMatch(/^535522\d{6}5521$/);
    expect(passesLuhn(details.cardNumber)).toBe(true);
    expect(details.cvv).toMatch(/^\d{3}$/);
  });

  test('enrollment: once, on the active physical card of an enrollment product', async () => {
    const card = await cleo.card('3344');
    expect(await cleo.call('cardEnroll', { accountId: card.accountId })).toEqual({
      responseCode: '00',
      enrolled: true,
    });
    expect((await cleo.call('cardInfo', { accountId: card.accountId })).card.enrolled).toBe(true);
    expect(await cleo.call('cardEnroll', { accountId: card.accountId })).toEqual({
      responseCode: 'TA1',
      responseDescription: 'The card is already enrolled',
    });
  });

  test('block is final: canceled (4), then nothing but history is refused', async () => {
    const card = await cleo.card('2727'); // limited: history only, and block is not allowed
    expect((await cleo.call('cardBlock', { accountId: card.accountId })).responseCode).toBe('TA1');
    const paused = await cleo.card('6610');
    expect(await cleo.call('cardBlock', { accountId: paused.accountId })).toEqual({ responseCode: '00', statusId: 4 });
    expect((await cleo.card('6610')).statusId).toBe(4);
    for (const method of ['cardUnpause', 'cardPause', 'cardBlock', 'cardShowPin']) {
      expect((await cleo.call(method, { accountId: paused.accountId })).responseCode).toBe('TA1');
    }
  });
});
