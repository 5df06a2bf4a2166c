import { anna } from './fixtures';
import { ownRepeatValues } from './repeat-values';

const [eur, usd] = anna.accounts;
const details = { fromAccountId: 11, toAccountId: 12, amount: '12.34', description: 'Rent' };

describe('repeating a transfer between own accounts', () => {
  it('starts from its accounts, the amount that left and the reference', () => {
    expect(eur?.accountId).toBe(11);
    expect(usd?.accountId).toBe(12);
    expect(ownRepeatValues(details, anna.accounts)).toEqual({
      fromAccountId: 11,
      toAccountId: 12,
      amount: '12.34',
      reference: 'Rent',
    });
  });

  it.each([
    ['the source is gone', { fromAccountId: 99 }],
    ['the target is gone', { toAccountId: 99 }],
    ['no target in the answer', { toAccountId: null }],
  ])('%s: the form keeps its own first two accounts, the amount and reference stay', (_case, change) => {
    expect(ownRepeatValues({ ...details, ...change }, anna.accounts)).toEqual({ amount: '12.34', reference: 'Rent' });
  });

  it('no reference typed: an empty one', () => {
    expect(ownRepeatValues({ ...details, description: null }, anna.accounts).reference).toBe('');
  });
});
