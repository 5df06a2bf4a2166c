import { type CardAction, cardActions, type CardRuleInput, readOnlyCardActions } from './card-rules';
import { cardStatusIds } from './card-status';

const card = (statusId: number, overrides: Partial<CardRuleInput> = {}): CardRuleInput => ({
  statusId,
  isVirtual: false,
  productTypeId: 2006,
  reissuedStatusId: null,
  reissueIsExpress: false,
  ...overrides,
});

// The expected statuses per action, for a physical card of an enrollment product with no reissue in progress
// (payments.md 4 "Cards"). Written out by hand so a change to the rules shows up here.
const physicalTable: Record<CardAction, number[]> = {
  pause: [2, 38],
  unpause: [71],
  load: [2],
  balance: [2, 38, 71],
  changePin: [2, 38, 71],
  showPin: [2, 38, 71],
  block: [2, 38, 71],
  history: [2, 27, 38, 71],
  enrollment: [2],
  details: [],
  rename: [2, 38, 71],
  activate: [21],
  reissue: [2, 38, 71],
  upgradeShipping: [],
};

const virtualTable: Record<CardAction, number[]> = {
  ...physicalTable,
  changePin: [],
  showPin: [],
  enrollment: [],
  details: [2, 38, 71],
  activate: [],
  reissue: [],
};

const everyStatus = [...cardStatusIds, 11];
const actions = Object.keys(physicalTable) as CardAction[];

test('the spec names thirteen card statuses', () => {
  expect(cardStatusIds).toEqual([0, 2, 4, 18, 19, 20, 21, 23, 27, 38, 41, 65, 71]);
});

describe.each([
  ['physical', false, physicalTable],
  ['virtual', true, virtualTable],
])('a %s card', (_kind, isVirtual, table) => {
  test.each(everyStatus.flatMap((statusId) => actions.map((action) => [statusId, action] as const)))(
    'status %i: %s',
    (statusId, action) => {
      expect(cardActions(card(statusId, { isVirtual }))[action]).toBe(table[action].includes(statusId));
    },
  );
});

test.each([
  [2, false],
  [11, true],
  [4, false],
])('status %i closed=%s', (statusId, closed) => {
  expect(cardActions(card(statusId)).closed).toBe(closed);
});

test('a closed account allows nothing, whatever else is true of the card', () => {
  const allowed = cardActions(card(11, { reissuedStatusId: 0 }));
  expect(actions.filter((action) => allowed[action])).toEqual([]);
});

test.each([
  [2006, true],
  [2007, true],
  [2012, true],
  [2020, true],
  [2135, false],
  [2010, false],
  [null, false],
])('enrollment of an active physical card of product %s: %s', (productTypeId, expected) => {
  expect(cardActions(card(2, { productTypeId })).enrollment).toBe(expected);
});

test.each([
  // reissue status, express already, upgrade allowed, reissue allowed
  [null, false, false, true],
  [0, false, true, false],
  [19, false, true, false],
  [41, false, true, false],
  [0, true, false, false],
  [20, false, false, false],
  [21, false, false, false],
])(
  'an active card with reissue status %s (express %s): upgrade %s, new reissue %s',
  (reissuedStatusId, express, upgrade, reissue) => {
    const allowed = cardActions(card(2, { reissuedStatusId, reissueIsExpress: express }));
    expect(allowed.upgradeShipping).toBe(upgrade);
    expect(allowed.reissue).toBe(reissue);
  },
);

test.each([2, 38, 71, 21, 27])(
  'a read-only company user sees the balance and history of a card in status %s, changes nothing',
  (statusId) => {
    const all = cardActions(card(statusId));
    const read = readOnlyCardActions(all);
    expect(
      Object.entries(read)
        .filter(([, allowed]) => allowed)
        .map(([action]) => action),
    ).toEqual((['balance', 'history'] as const).filter((action) => all[action]));
  },
);
