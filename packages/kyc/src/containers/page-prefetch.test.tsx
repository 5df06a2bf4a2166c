import { QueryClient } from '@tanstack/react-query';

// What the loaders ask the api for: the method names, in order.
const calls: string[] = [];

vi.mock('@paydeck/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@paydeck/auth')>()),
  api: {
    call: vi.fn(async (method: string) => {
      calls.push(method);
      return { company: { name: 'Northwind Media Ltd' }, representatives: [], categories: [], kyc: {} };
    }),
  },
  sessionState: () => ({ fromCustomerId: 7, customer: null }),
}));

const { loadCompanyPage } = await import('./company/CompanyPage');
const { loadLimitedAccountPage } = await import('./LimitedAccountPage');

beforeEach(() => {
  calls.length = 0;
});

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

test("a company page's loader asks for the page's data and waits for the screen's code", async () => {
  loadCompanyPage(new QueryClient());
  await settled();
  expect([...calls].sort()).toEqual([
    // the documents page lists the declarations still to sign beside the action counter
    'businessDeclarationsGet',
    'businessDirectorList',
    'businessInfoGet',
    'businessProhibitedEscortStatementGet',
    'businessShareholderList',
    'businessUltimateOwnerList',
    'customerDocumentCategories',
  ]);
});

test('the page mounting right after its loader does not ask again (fresh for a while)', async () => {
  const queryClient = new QueryClient();
  loadLimitedAccountPage(queryClient);
  await settled();
  loadLimitedAccountPage(queryClient);
  await settled();
  expect(calls).toEqual(['kycCustomerInfoGet']);
});
