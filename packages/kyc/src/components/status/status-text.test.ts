import { accountStatuses } from '../../model/account-status';
import { accountStatusText, requiredActionText } from './status-text';

test('every account status has its words and tone', () => {
  expect(Object.keys(accountStatusText).sort()).toEqual([...accountStatuses].sort());
});

test.each([
  ['checked', 'success'],
  ['limited', 'danger'],
  ['unverified', 'warning'],
  ['verificationProcessing', 'info'],
] as const)('%s reads as %s', (status, tone) => {
  expect(accountStatusText[status].tone).toBe(tone);
});

test('the statuses that ask something of the person lead to a page of this package', () => {
  const leading = accountStatuses.filter((status) => accountStatusText[status].link);
  expect(leading.sort()).toEqual(
    ['duplicateDocuments', 'hasRequiredActions', 'limited', 'someCardDocumentRequired', 'unverified'].sort(),
  );
  for (const action of Object.values(requiredActionText)) expect(['/kyc', '/profile']).toContain(action.to);
});
