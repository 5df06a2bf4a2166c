// @vitest-environment node
// External cards: blocked BINs, BIN look-ups, adding a card (Luhn, expiry, blocked BIN), the
// verification charge in the inbox and the controls, and confirming it within three attempts (counted before the
// comparison, so parallel guesses share them; three failed cards in a day stop further adds).
import { minorOf } from '../../money.ts';
import { loginOf } from '../../seed/people.ts';
import { FAILED_CARDS_PER_DAY, VERIFICATION_ATTEMPTS } from './external-cards.ts';
import { type Person, signInAs } from './test-support.ts';
import { testDbKinds } from '../../test/databases.ts';
import { createTestSandbox, type TestSandbox } from '../../test/harness.ts';

describe.each(testDbKinds)('external cards on %s', (kind) => {
  let t: TestSandbox;
  let cleo: Person;
  let nextYear: number;
  beforeAll(async () => {
    t = await createTestSandbox(kind);
    cleo = await signInAs(t, 'cleo.cards');
    nextYear = t.clock.now().getUTCFullYear() + 1;
  });
  afterAll(() => t.close());

  const add = (cardNumber: string, more: object = {}) =>
    cleo.call(
      'externalCardAdd',
      { cardNumber, expiryMonth: 12, expiryYear: nextYear, holderName: 'Cleo Weber', ...more },
      { idempotent: true },
    );
  const charge = async (cardId: number): Promise<{ amount: string; currencyCode: string }> =>
    (await t.request(`/__sandbox/external-card-charge?cardId=${cardId}`)).json() as Promise<{
      amount: string;
      currencyCode: string;
    }>;

  test('the blocked BINs', async () => {
    expect(await cleo.call('cardBlockedBins')).toEqual({ responseCode: '00', bins: ['400000', '411111', '555544'] });
  });

  test.each([
    ['453201', { issuer: 'Spreebank Test AG', cardBrand: 'VISA', countryCode: 'DE', currencyCode: 'EUR', valid: true }],
    ['5355 2212', { binNumber: '535522', cardBrand: 'MASTERCARD', isPrepaid: true, isCommercial: false, valid: true }],
    ['545454', { cardCategory: 'CORPORATE', isCommercial: true, currencyCode: 'USD', valid: true }],
    [
      '601100',
      { binNumber: '601100', issuer: null, cardBrand: null, currencyCode: null, isPrepaid: null, valid: false },
    ],
  ])('binInfo %s', async (binNumber, expected) => {
    const answer = await cleo.call('binInfo', { binNumber });
    expect(answer.responseCode).toBe('00');
    expect(answer.bin).toMatchObject(expected);
  });

  test('binInfo needs six digits', async () => {
    expect((await cleo.call('binInfo', { binNumber: '4242' })).validationErrors).toEqual([
      { param: 'binNumber', description: 'must be 6 digits' },
    ]);
  });

  test.each([
    ['4242424242424241', {}, [{ param: 'cardNumber', description: 'is not a valid card number' }]],
    ['424242424242', {}, [{ param: 'cardNumber', description: 'is not a valid card number' }]],
    [
      '4242424242424242',
      { expiryMonth: 1, expiryYear: 2020 },
      [{ param: 'expiryYear', description: 'the card has expired' }],
    ],
  ])('externalCardAdd %s %j is refused', async (cardNumber, more, validationErrors) => {
    expect(await add(cardNumber, more)).toEqual({
      responseCode: 'VF',
      responseDescription: 'Validation failed',
      validationErrors,
    });
  });

  test.each(['4111 1111 1111 1111', '4000000000000002', '5555444433331111'])(
    'a card of a blocked BIN (%s)',
    async (cardNumber) => {
      expect(await add(cardNumber)).toEqual({
        responseCode: 'TA1',
        responseDescription: 'Cards with this BIN are not accepted',
      });
    },
  );

  test('adding a card: pending, masked, the charge in the inbox and in the controls', async () => {
    const added = await add('4242 4242 4242 4242');
    expect(added).toEqual({ responseCode: '00', cardId: expect.any(Number), status: 'pending' });
    const { amount, currencyCode } = await charge(added.cardId);
    expect(currencyCode).toBe('USD');
    expect(amount).toMatch(/^\d\.\d{2}$/);
    const cents = minorOf(amount, 'USD');
    expect(cents).toBeGreaterThanOrEqual(10n);
    expect(cents).toBeLessThanOrEqual(199n);
    const { messages } = (await (await t.request(`/__sandbox/messages?to=${loginOf('cleo.cards')}`)).json()) as {
      messages: { subject: string; code: string; body: string }[];
    };
    const [newest] = messages;
    expect(newest).toMatchObject({ subject: 'Card verification charge', code: amount });
    expect(newest?.body).toContain(`${amount} USD`);
    expect((await cleo.call('externalCardList')).cards).toContainEqual({
      cardId: added.cardId,
      maskedNumber: '424242******4242',
      cardBrand: 'VISA',
      expiryMonth: 12,
      expiryYear: nextYear,
      holderName: 'Cleo Weber',
      status: 'pending',
      attemptsLeft: 3,
    });
  });

  test('an unknown BIN is charged in EUR; the right amount confirms the card', async () => {
    const added = await add('6011111111111117', { expiryYear: nextYear % 100 });
    const { amount, currencyCode } = await charge(added.cardId);
    expect(currencyCode).toBe('EUR');
    const confirmed = await cleo.call('externalCardConfirm', { cardId: added.cardId, amount });
    expect(confirmed).toMatchObject({
      responseCode: '00',
      card: { cardId: added.cardId, status: 'confirmed', cardBrand: null, expiryYear: nextYear, attemptsLeft: 3 },
    });
  });

  test('three wrong amounts: two VF with the attempts left, then TA1 and the card failed', async () => {
    const added = await add('5200828282828210');
    const { amount } = await charge(added.cardId);
    const wrong = amount === '1.99' ? '0.10' : '1.99';
    const confirm = (value: string) => cleo.call('externalCardConfirm', { cardId: added.cardId, amount: value });
    for (const attemptsLeft of [2, 1]) {
      expect(await confirm(wrong)).toEqual({
        responseCode: 'VF',
        responseDescription: 'Validation failed',
        validationErrors: [{ param: 'amount', description: 'does not match the verification charge' }],
        attemptsLeft,
      });
    }
    expect(await confirm(wrong)).toEqual({ responseCode: 'TA1', responseDescription: 'Too many attempts' });
    expect(await confirm(amount)).toEqual({ responseCode: 'TA1', responseDescription: 'Too many attempts' });
    const listed = (await cleo.call('externalCardList')).cards.find(
      (c: { cardId: number }) => c.cardId === added.cardId,
    );
    expect(listed).toMatchObject({ status: 'failed', attemptsLeft: 0 });
  });

  test(`parallel wrong amounts share the ${VERIFICATION_ATTEMPTS} attempts; the right one is refused after`, async () => {
    const added = await add('4242424242424242');
    const { amount } = await charge(added.cardId);
    const wrong = amount === '1.99' ? '0.10' : '1.99';
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => cleo.call('externalCardConfirm', { cardId: added.cardId, amount: wrong })),
    );
    expect(answers.filter((answer) => answer.responseCode === 'VF')).toHaveLength(VERIFICATION_ATTEMPTS - 1);
    expect(await cleo.call('externalCardConfirm', { cardId: added.cardId, amount })).toEqual({
      responseCode: 'TA1',
      responseDescription: 'Too many attempts',
    });
  });

  test("another customer's external card is unknown to them", async () => {
    const added = await add('4242424242424242');
    const anna = await signInAs(t, 'anna.personal');
    expect(await anna.call('externalCardConfirm', { cardId: added.cardId, amount: '1.00' })).toEqual({
      responseCode: 'TA1',
      responseDescription: `No external card ${added.cardId}`,
    });
    expect((await anna.call('externalCardList')).cards).toEqual([]);
  });

  test('the charge control: 404 for an unknown card, 400 without a card id', async () => {
    expect((await t.request('/__sandbox/external-card-charge?cardId=99999')).status).toBe(404);
    expect((await t.request('/__sandbox/external-card-charge')).status).toBe(400);
  });

  test(`after ${FAILED_CARDS_PER_DAY} failed verifications in a day no card is added until the day has passed`, async () => {
    const rosa = await signInAs(t, 'rosa.rails');
    const addFor = () =>
      rosa.call(
        'externalCardAdd',
        { cardNumber: '5200828282828210', expiryMonth: 12, expiryYear: nextYear, holderName: 'Rosa Moreno' },
        { idempotent: true },
      );
    for (let failed = 0; failed < FAILED_CARDS_PER_DAY; failed += 1) {
      const { cardId } = await addFor();
      const { amount } = await charge(cardId);
      const wrong = amount === '1.99' ? '0.10' : '1.99';
      for (let i = 0; i < VERIFICATION_ATTEMPTS; i += 1)
        await rosa.call('externalCardConfirm', { cardId, amount: wrong });
    }
    expect(await addFor()).toEqual({
      responseCode: 'TA1',
      responseDescription: 'Too many card verifications failed today: you can add a card again tomorrow',
    });
    t.clock.advance(24 * 3600_000 + 1000);
    const again = await signInAs(t, 'rosa.rails');
    const card = { cardNumber: '5200828282828210', expiryMonth: 12, expiryYear: nextYear, holderName: 'Rosa Moreno' };
    expect((await again.call('externalCardAdd', card, { idempotent: true })).responseCode).toBe('00');
  });
});
