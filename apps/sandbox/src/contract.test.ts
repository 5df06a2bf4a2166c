// @vitest-environment node
// (Type-checked by tsconfig.contract.json: it reads client code that Node type stripping does not run.)
// Contract tests: the real client (@paydeck/api-client) and the packages' own answer schemas
// (`@paydeck/<package>/api`) against this sandbox over HTTP. A sandbox answer that drifts from what a
// screen parses fails here, not in a browser.
import { createApiClient } from '@paydeck/api-client';
import {
  fetchAccounts,
  fetchAnnouncements,
  fetchAvailableCurrencies,
  fetchDefaultRates,
  fetchHistory,
  fetchPaymentInstructions,
  fetchTransactionTypes,
} from '@paydeck/accounts/api';
import { createTestSandbox, type TestSandbox } from './test/harness.ts';

describe('the sandbox speaks the contract of the client and the packages', () => {
  let t: TestSandbox;
  let client: ReturnType<typeof createApiClient>;
  const authErrors: string[] = [];

  beforeAll(async () => {
    t = await createTestSandbox();
    const base = await t.listen();
    const { accessToken } = await t.signIn('anna.personal');
    client = createApiClient({
      roots: { api: `${base}/api` },
      getAccessToken: async () => accessToken,
      getLanguage: () => 'en',
      onAuthError: () => authErrors.push('auth'),
      onTermsError: () => authErrors.push('terms'),
    });
  });
  afterAll(() => t.close());

  test.each([
    ['balanceInquiry', () => fetchAccounts(client)],
    ['customerCurrencyAccountsAvailable', () => fetchAvailableCurrencies(client)],
    ['transactionHistory', () => fetchHistory(client, { pageNumber: 1 })],
    [
      'transactionHistory (filtered)',
      () => fetchHistory(client, { pageNumber: 2, direction: 'outgoing', fromAmount: '10.00' }),
    ],
    ['dictionaryTransactionTypes', () => fetchTransactionTypes(client, 'en')],
    ['announcementList', () => fetchAnnouncements(client)],
    ['paymentInstructions', () => fetchPaymentInstructions(client)],
    ['defaultExchangeRates', () => fetchDefaultRates(client)],
  ])('%s parses with its package schema', async (_method, fetch) => {
    await expect(fetch()).resolves.toBeDefined();
    expect(authErrors).toEqual([]);
  });

  test('the answers carry what the screens rely on', async () => {
    const accounts = await fetchAccounts(client);
    expect(accounts.length).toBeGreaterThan(1);
    const history = await fetchHistory(client, { pageNumber: 1 });
    expect(history.transactions.transaction).toHaveLength(20);
  });
});
