import { ready } from '@paydeck/accounts';
import { I18nProvider, i18n } from '@paydeck/i18n';
import { render, screen } from '@testing-library/react';
import { CompanyScreen, type CompanyScreenProps } from './CompanyScreen';
import { greta, northwind, northwindPeople, typesOf } from './company-fixtures';
import { RepresentativeDetails } from './RepresentativeDetails';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const wrap = (node: React.ReactNode) => render(<I18nProvider i18n={i18n}>{node}</I18nProvider>);
const none = vi.fn();
const screenProps = (overrides: Partial<CompanyScreenProps>): CompanyScreenProps => ({
  path: 'documents',
  data: ready({ company: northwind, representatives: northwindPeople }),
  onRetry: none,
  canManage: true,
  canUpload: true,
  today: '2026-11-24',
  typesOf,
  financialDictionaries: ready({ sourcesOfFunds: [], purposesOfAccount: [], estimatedMonthlyDeposits: [] }),
  questions: ready([]),
  onRetryExtras: none,
  actions: {
    upload: none,
    uploadAddressProof: none,
    updateInfo: none,
    updateFinancialDetail: none,
    updateDueDiligence: none,
    updateAdditionalQuestions: none,
    representative: { identity: none, address: none, control: none, taxNumber: none },
  },
  ...overrides,
});

test('the documents page counts the company actions and names each', () => {
  wrap(<CompanyScreen {...screenProps({})} />);
  expect(screen.getByText('4 actions')).toBeTruthy();
  expect(screen.getByText('Additional documents are missing or refused.')).toBeTruthy();
  // one person in two positions: each line names the role
  expect(screen.getByText('Greta Hansen (Director) has documents to send.')).toBeTruthy();
  expect(screen.getByText('Greta Hansen (Shareholder) has documents to send.')).toBeTruthy();
  expect(screen.getByText('Website is empty.')).toBeTruthy();
});

const gretaAs = (canManage: boolean, canUpload: boolean) =>
  wrap(
    <RepresentativeDetails
      person={greta}
      typesOf={typesOf}
      today="2026-11-24"
      actions={screenProps({}).actions.representative}
      canManage={canManage}
      canUpload={canUpload}
    />,
  );

test('a representative is offered an upload only for the document the rule asks for', () => {
  gretaAs(true, true);
  // address rejected (3): the address form; identity confirmed (2): no form; control not asked (null): no part
  expect(screen.getByRole('form', { name: 'Next: the proof' })).toBeTruthy();
  expect(screen.queryByRole('form', { name: 'Add an identity document' })).toBeNull();
  expect(screen.queryByText('Control documents')).toBeNull();
  expect(screen.getByRole('form', { name: 'Tax number' })).toBeTruthy();
});

test('without full access the company answers are read only', () => {
  wrap(<CompanyScreen {...screenProps({ path: 'due-diligence', canManage: false })} />);
  expect(screen.queryByRole('button', { name: 'Save the answers' })).toBeNull();
});

// issue 36: uploads are the policy's `upload` (rights 2-5), the tax number its `full` (2)
test.each([
  ['full access (2)', true, true, true, true],
  ['rights 3-5: the proof, no tax number', false, true, true, false],
  ['read only (1), an admin acting for the company: neither', false, false, false, false],
])('%s', (_case, canManage, canUpload, proof, taxNumber) => {
  gretaAs(canManage, canUpload);
  expect(screen.queryByRole('form', { name: 'Next: the proof' }) !== null).toBe(proof);
  expect(screen.queryByRole('form', { name: 'Tax number' }) !== null).toBe(taxNumber);
});
