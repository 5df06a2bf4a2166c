// @vitest-environment node
import { ApiError } from '@paydeck/api-client';
import {
  addExternalCard,
  attemptsLeftIn,
  confirmExternalCard,
  fetchBinInfo,
  fetchBlockedBins,
  fetchExternalCards,
} from './external';
import { fakeCaller } from './fake-caller';

const card = {
  cardId: 4,
  maskedNumber: '•••• •••• •••• 1111',
  cardBrand: 'VISA',
  expiryMonth: 9,
  expiryYear: 2029,
  holderName: 'ANNA NOVAK',
  status: 'pending',
  attemptsLeft: 3,
};

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).kind).toBe('malformed');
  return error as ApiError;
}

describe('cardBlockedBins', () => {
  test('answers the list', async () => {
    const { api, calls } = fakeCaller({ responseCode: '00', bins: ['400000', '411111'] });
    expect(await fetchBlockedBins(api)).toEqual(['400000', '411111']);
    expect(calls[0]?.method).toBe('cardBlockedBins');
  });

  test.each([[['4000']], [[400000]], [undefined]])('bins %j is malformed', async (bins) => {
    await rejection(fetchBlockedBins(fakeCaller({ responseCode: '00', bins }).api));
  });
});

describe('binInfo', () => {
  const known = {
    binNumber: '535522',
    issuer: 'Paydeck Bank',
    cardBrand: 'MASTERCARD',
    cardCategory: 'STANDARD',
    cardType: 'DEBIT',
    countryCode: 'LT',
    currencyCode: 'EUR',
    isCommercial: false,
    isPrepaid: true,
    valid: true,
  };

  test('a known BIN parses and the BIN is sent as text', async () => {
    const { api, calls } = fakeCaller({ responseCode: '00', bin: known });
    expect(await fetchBinInfo(api, '535522')).toEqual(known);
    expect(calls[0]).toMatchObject({ method: 'binInfo', payload: { binNumber: '535522' } });
  });

  test('an unknown BIN is valid false with nulls', async () => {
    const unknown = { ...Object.fromEntries(Object.keys(known).map((key) => [key, null])), valid: false };
    const parsed = await fetchBinInfo(fakeCaller({ responseCode: '00', bin: unknown }).api, '999999');
    expect(parsed).toMatchObject({ valid: false, issuer: null, cardBrand: null, isPrepaid: null });
  });

  test('an answer without `valid` is malformed', async () => {
    const { valid: _valid, ...rest } = known;
    await rejection(fetchBinInfo(fakeCaller({ responseCode: '00', bin: rest }).api, '535522'));
  });
});

describe('externalCardList', () => {
  test('answers the cards', async () => {
    expect(await fetchExternalCards(fakeCaller({ responseCode: '00', cards: [card] }).api)).toEqual([card]);
  });

  test.each([
    ['an unknown status', { ...card, status: 'waiting' }],
    ['a month 13', { ...card, expiryMonth: 13 }],
    ['negative attempts', { ...card, attemptsLeft: -1 }],
  ])('%s is malformed', async (_case, bad) => {
    await rejection(fetchExternalCards(fakeCaller({ responseCode: '00', cards: [bad] }).api));
  });
});

describe('externalCardAdd', () => {
  test('sends the card with the idempotency key', async () => {
    const { api, calls } = fakeCaller({ responseCode: '00', cardId: 4, status: 'pending' });
    const input = { cardNumber: '4111111111111111', expiryMonth: 9, expiryYear: 2029, holderName: 'Anna Novak' };
    expect(await addExternalCard(api, input, 'key-9')).toEqual({ cardId: 4, status: 'pending' });
    expect(calls).toEqual([{ method: 'externalCardAdd', payload: input, idempotencyKey: 'key-9' }]);
  });

  test('an answer without the card id is malformed', async () => {
    const input = { cardNumber: '4111111111111111', expiryMonth: 9, expiryYear: 2029, holderName: 'A' };
    await rejection(addExternalCard(fakeCaller({ responseCode: '00', status: 'pending' }).api, input, 'k'));
  });
});

describe('externalCardConfirm', () => {
  test('sends the amount as a decimal string and answers the card', async () => {
    const confirmed = { ...card, status: 'confirmed' };
    const { api, calls } = fakeCaller({ responseCode: '00', card: confirmed });
    expect(await confirmExternalCard(api, { cardId: 4, amount: '0.57' })).toEqual(confirmed);
    expect(calls[0]).toMatchObject({ method: 'externalCardConfirm', payload: { cardId: 4, amount: '0.57' } });
  });
});

test.each([
  [{ responseCode: 'VF', attemptsLeft: 2 }, 2],
  [{ responseCode: 'VF', attemptsLeft: 0 }, 0],
  [{ responseCode: 'VF' }, null],
  [{ responseCode: 'VF', attemptsLeft: '2' }, null],
  [undefined, null],
])('attempts left in %j: %s', (answer, expected) => {
  expect(attemptsLeftIn(answer)).toBe(expected);
});
