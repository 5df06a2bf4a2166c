import { anna } from '../components/own-accounts/fixtures';
import { transferAccounts } from '../components/own-accounts/rules';
import { startValues } from '../components/own-accounts/useOwnTransferForm';
import { ownLookupInputs } from './own-start-inputs';

const accounts = anna.withCardAndClosed;

it('before the form reports, the lookups ask about the accounts the form starts with', () => {
  const start = startValues(transferAccounts(accounts));
  expect(ownLookupInputs(null, accounts, false)).toEqual({
    fromAccountId: start.fromAccountId,
    toAccountId: start.toAccountId,
    amount: '',
  });
  expect(start.fromAccountId).not.toBeNull();
});

it.each([
  ['the accounts are not known yet', undefined, false],
  ['the form starts from a repeated transfer', accounts, true],
])('nothing is asked while %s', (_, known, repeating) => {
  expect(ownLookupInputs(null, known, repeating)).toEqual({ fromAccountId: null, toAccountId: null, amount: '' });
});

it('once the form reports its inputs, they are asked about', () => {
  const reported = { fromAccountId: 7, toAccountId: 8, amount: '5' };
  expect(ownLookupInputs(reported, accounts, true)).toBe(reported);
});
