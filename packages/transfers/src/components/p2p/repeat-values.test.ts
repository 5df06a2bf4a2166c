import { eurAccount, usdAccount } from './fixtures';
import { p2pRepeatValues } from './repeat-values';

const details = { fromAccountId: 12, toEmail: 'jonas.weber@example.com', amount: '28.50', description: 'Icon set' };

describe('repeating a payment to a person', () => {
  it('starts from its account, payee, amount and reference', () => {
    expect(p2pRepeatValues(details, [eurAccount, usdAccount])).toEqual({
      fromAccountId: 12,
      toEmail: 'jonas.weber@example.com',
      amount: '28.50',
      description: 'Icon set',
    });
  });

  it('an account that no longer pays is left to the form (its first one)', () => {
    expect(p2pRepeatValues(details, [eurAccount])).not.toHaveProperty('fromAccountId');
  });

  it('no reference typed: an empty one', () => {
    expect(p2pRepeatValues({ ...details, description: null }, [eurAccount]).description).toBe('');
  });
});
