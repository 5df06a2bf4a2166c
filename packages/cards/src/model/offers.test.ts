import { cardActions, type CardRuleInput } from './card-rules';
import { type CardOffer, cardOffers } from './offers';

const card = (statusId: number, overrides: Partial<CardRuleInput> = {}): CardRuleInput => ({
  statusId,
  isVirtual: false,
  productTypeId: 2006,
  reissuedStatusId: null,
  reissueIsExpress: false,
  ...overrides,
});

const offers = (input: CardRuleInput, enrolled = false) => cardOffers(cardActions(input), enrolled);

test.each<[string, CardRuleInput, CardOffer[]]>([
  [
    'active physical',
    card(2),
    ['load', 'showPin', 'getPin', 'changePin', 'pause', 'rename', 'reissue', 'enrollment', 'block'],
  ],
  [
    'active virtual',
    card(2, { isVirtual: true, productTypeId: 2010 }),
    ['load', 'details', 'pause', 'rename', 'block'],
  ],
  ['paused physical', card(71), ['showPin', 'getPin', 'changePin', 'unpause', 'rename', 'reissue', 'block']],
  ['expired physical', card(38), ['showPin', 'getPin', 'changePin', 'pause', 'rename', 'reissue', 'block']],
  ['shipped physical', card(21), ['activate']],
  ['shipped virtual', card(21, { isVirtual: true }), []],
  [
    'active with a standard reissue printing',
    card(2, { reissuedStatusId: 19 }),
    ['load', 'showPin', 'getPin', 'changePin', 'pause', 'rename', 'upgradeShipping', 'enrollment', 'block'],
  ],
  [
    'active with an express reissue',
    card(2, { reissuedStatusId: 0, reissueIsExpress: true }),
    ['load', 'showPin', 'getPin', 'changePin', 'pause', 'rename', 'enrollment', 'block'],
  ],
  ['canceled', card(4), []],
  ['fraud', card(18), []],
  ['limited', card(27), []],
  ['submitted', card(0), []],
  ['closed account', card(11), []],
])('%s', (_name, input, expected) => {
  expect(offers(input)).toEqual(expected);
});

test('an enrolled card is not offered enrollment again', () => {
  expect(offers(card(2), true)).not.toContain('enrollment');
  expect(offers(card(2), false)).toContain('enrollment');
});

test('every offer but enrollment is exactly what cardActions allows', () => {
  for (const statusId of [0, 2, 4, 11, 18, 19, 20, 21, 23, 27, 38, 41, 65, 71]) {
    for (const isVirtual of [false, true]) {
      const allowed = cardActions(card(statusId, { isVirtual }));
      const offered = offers(card(statusId, { isVirtual }));
      for (const offer of [
        'pause',
        'unpause',
        'load',
        'showPin',
        'changePin',
        'details',
        'rename',
        'activate',
        'reissue',
        'block',
      ] as const) {
        expect(offered.includes(offer)).toBe(allowed[offer]);
      }
      // the PIN by SMS goes wherever the PIN may be shown
      expect(offered.includes('getPin')).toBe(allowed.showPin);
    }
  }
});
