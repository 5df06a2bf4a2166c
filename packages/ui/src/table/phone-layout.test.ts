// @vitest-environment node
import { type PhoneColumn, type PhonePlacement, phonePlacements } from './phone-layout';

const placed = (columns: PhoneColumn[], rowHeaderId: string | undefined, rowsOpen = false) =>
  Object.fromEntries(phonePlacements(columns, rowHeaderId, rowsOpen));

test('by default the row header is the title and every other column a labelled detail', () => {
  expect(placed([{ id: 'date' }, { id: 'party' }, { id: 'amount' }], 'party')).toEqual({
    date: 'detail',
    party: 'title',
    amount: 'detail',
  });
});

test('a column that asks for a place gets it', () => {
  const columns: PhoneColumn[] = [
    { id: 'party' },
    { id: 'amount', phone: 'aside' },
    { id: 'due' },
    { id: 'actions', phone: 'actions' },
  ];
  expect(placed(columns, 'party')).toEqual({ party: 'title', amount: 'aside', due: 'detail', actions: 'actions' });
});

test('another column asking to be the title leaves the row header a detail', () => {
  expect(placed([{ id: 'date' }, { id: 'name', phone: 'title' }], 'date')).toEqual({ date: 'detail', name: 'title' });
});

test.each<[string, boolean, PhonePlacement]>([
  ['rows that open their details hide it', true, 'hidden'],
  ['rows that open nothing show it as a detail (its value would be out of reach)', false, 'detail'],
])('a column asking to be hidden: %s', (_, rowsOpen, expected) => {
  expect(placed([{ id: 'name' }, { id: 'account', phone: 'hidden' }], 'name', rowsOpen).account).toBe(expected);
});

test('the row header is never hidden: it names the row', () => {
  expect(placed([{ id: 'name', phone: 'hidden' }, { id: 'amount' }], 'name', true).name).toBe('title');
});

test('a table without columns has no places', () => {
  expect(placed([], undefined)).toEqual({});
});
