// @vitest-environment node
import { groupCards, isEndedCard } from './card-groups';
import { CardStatus, CLOSED_ACCOUNT_STATUS, cardStatusIds } from './card-status';

const ended = [CardStatus.canceled, CardStatus.fraud, CardStatus.expired, CLOSED_ACCOUNT_STATUS];

test.each(cardStatusIds.map((statusId) => [statusId, ended.includes(statusId)] as const))(
  'a card in status %i has ended: %s',
  (statusId, isEnded) => {
    expect(isEndedCard({ statusId })).toBe(isEnded);
  },
);

test('a card on a closed account has ended, whatever its card status was', () => {
  expect(isEndedCard({ statusId: CLOSED_ACCOUNT_STATUS })).toBe(true);
});

test('live cards first, ended ones after, each group in the order given', () => {
  const cards = [
    { id: 'old', statusId: CardStatus.expired },
    { id: 'everyday', statusId: CardStatus.active },
    { id: 'lost', statusId: CardStatus.canceled },
    { id: 'travel', statusId: CardStatus.paused },
    { id: 'new', statusId: CardStatus.shipped },
    { id: 'stolen', statusId: CardStatus.fraud },
  ];
  const groups = groupCards(cards);
  expect(groups.live.map((card) => card.id)).toEqual(['everyday', 'travel', 'new']);
  expect(groups.ended.map((card) => card.id)).toEqual(['old', 'lost', 'stolen']);
});

test('no cards: two empty groups', () => {
  expect(groupCards([])).toEqual({ live: [], ended: [] });
});
