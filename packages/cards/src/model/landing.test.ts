// @vitest-environment node
import { cardKind, cardsLanding, cardsOfKind, landingHref } from './landing';

type Row = { accountId: number; typeId: number; statusId: number; cardIsVirtual: boolean | null };

const physical = (accountId: number, statusId = 2): Row => ({
  accountId,
  typeId: 4001,
  statusId,
  cardIsVirtual: false,
});
const virtual = (accountId: number, statusId = 2): Row => ({ accountId, typeId: 4001, statusId, cardIsVirtual: true });
const payment = (accountId: number): Row => ({ accountId, typeId: 1001, statusId: 1, cardIsVirtual: null });
const receiving = (accountId: number): Row => ({ accountId, typeId: 4002, statusId: 1, cardIsVirtual: true });

test.each<[string, Row[], string]>([
  ['no accounts at all', [], '/virtual-cards'],
  ['only payment accounts', [payment(1), receiving(2)], '/virtual-cards'],
  ['one physical card', [payment(1), physical(10)], '/cards/10'],
  ['one virtual card', [payment(1), virtual(20)], '/cards/20'],
  ['two physical cards', [physical(10), physical(11)], '/physical-cards'],
  ['two virtual cards', [virtual(20), virtual(21)], '/virtual-cards'],
  [
    'one physical and two virtual: physical wins, and it is the only one',
    [virtual(20), physical(10), virtual(21)],
    '/cards/10',
  ],
  ['one physical and one virtual', [virtual(20), physical(10)], '/cards/10'],
  ['two physical and one virtual', [physical(10), virtual(20), physical(11)], '/physical-cards'],
  ['a closed physical card does not count', [physical(10, 11), virtual(20)], '/cards/20'],
  ['a closed physical card beside two virtual', [physical(10, 11), virtual(20), virtual(21)], '/virtual-cards'],
  ['every card closed', [physical(10, 11), virtual(20, 11)], '/virtual-cards'],
  ['a canceled card still counts (its account is open)', [physical(10, 4)], '/cards/10'],
  ['a canceled and an active physical card', [physical(10, 4), physical(11)], '/physical-cards'],
  ['a paused virtual and a closed virtual', [virtual(20, 71), virtual(21, 11)], '/cards/20'],
  [
    'a card whose virtual flag is missing is physical',
    [{ ...physical(10), cardIsVirtual: null }, virtual(20)],
    '/cards/10',
  ],
  ['a receiving account marked virtual is not a card', [receiving(2), virtual(20)], '/cards/20'],
])('%s → %s', (_case, accounts, href) => {
  expect(landingHref(cardsLanding(accounts))).toBe(href);
});

test('cardsLanding names the kind of list or the card', () => {
  expect(cardsLanding([physical(10), physical(11)])).toEqual({ kind: 'list', list: 'physical' });
  expect(cardsLanding([virtual(20)])).toEqual({ kind: 'card', accountId: 20 });
});

test.each([
  [true, 'virtual'],
  [false, 'physical'],
  [null, 'physical'],
])('cardIsVirtual %s is a %s card', (cardIsVirtual, kind) => {
  expect(cardKind({ cardIsVirtual })).toBe(kind);
});

test('a list keeps the open cards of its kind in the server order', () => {
  const accounts = [virtual(21), physical(10), payment(1), virtual(20), virtual(22, 11), physical(12, 4)];
  expect(cardsOfKind(accounts, 'virtual').map((card) => card.accountId)).toEqual([21, 20]);
  expect(cardsOfKind(accounts, 'physical').map((card) => card.accountId)).toEqual([10, 12]);
});
