import { AWAITS_APPROVER_CODE, pruneSelection, selectionOf, summariseDecision } from './selection';

const rows = [{ transactionId: 11 }, { transactionId: 12 }, { transactionId: 13 }];

describe('what is ticked', () => {
  test.each([
    ['"all" is the rows listed now', 'all' as const, [11, 12, 13]],
    ["keys are kept in the list's order", new Set([13, 11]), [11, 13]],
    ['a key not listed is not ticked', new Set([11, 99]), [11]],
    ['nothing', new Set<number>(), []],
  ])('%s', (_case, next, expected) => {
    expect([...selectionOf(next, rows)]).toEqual(expected);
  });

  test('"select all" never covers a request that arrives afterwards', () => {
    const ticked = selectionOf('all', rows);
    const afterEvent = [{ transactionId: 14 }, ...rows];
    expect([...pruneSelection(ticked, afterEvent)]).toEqual([11, 12, 13]);
  });
});

describe('after the list changed', () => {
  test.each([
    ['a request decided elsewhere is no longer ticked', [11, 12], [{ transactionId: 12 }, { transactionId: 13 }], [12]],
    ['all still listed: unchanged', [11, 12], rows, [11, 12]],
    ['the list emptied', [11], [], []],
  ])('%s', (_case, ticked, listed, expected) => {
    expect([...pruneSelection(new Set(ticked), listed)]).toEqual(expected);
  });

  test('the same set is kept when nothing changed (no re-render)', () => {
    const ticked = new Set([11]);
    expect(pruneSelection(ticked, rows)).toBe(ticked);
  });
});

describe('the outcome of a decision, each request on its own', () => {
  const result = (transactionId: number, statusId: number, responseDescription = '') => ({
    transactionId,
    statusId,
    responseDescription,
  });
  test.each([
    ['approved: booked', false, [result(1, 2, 'Approved')], { decided: [1], needsCode: [], refused: [] }],
    [
      'approved company wire or EFT: 23, being sent to the correspondent bank',
      false,
      [result(1, 23, 'Approved'), result(2, 2, 'Approved')],
      { decided: [1, 2], needsCode: [], refused: [] },
    ],
    [
      'a decline answered 23 (being sent) is not a decline',
      true,
      [result(1, 23, 'Approved')],
      { decided: [], needsCode: [], refused: [{ transactionId: 1, text: 'Approved' }] },
    ],
    ['declined: 26 rejected', true, [result(1, 26, 'Declined')], { decided: [1], needsCode: [], refused: [] }],
    ['declined: 4 as WIRE.md names it', true, [result(1, 4)], { decided: [1], needsCode: [], refused: [] }],
    [
      "approved, the approver's code still needed",
      false,
      [result(1, AWAITS_APPROVER_CODE)],
      { decided: [], needsCode: [1], refused: [] },
    ],
    [
      'no longer waiting: the server says why',
      false,
      [result(1, 2), result(2, 0, 'Not waiting for approval')],
      { decided: [1], needsCode: [], refused: [{ transactionId: 2, text: 'Not waiting for approval' }] },
    ],
    [
      'a decline answered as booked is not a decline',
      true,
      [result(1, 2, 'Approved')],
      { decided: [], needsCode: [], refused: [{ transactionId: 1, text: 'Approved' }] },
    ],
  ])('%s', (_case, declined, results, expected) => {
    expect(summariseDecision(results, declined)).toEqual(expected);
  });
});
