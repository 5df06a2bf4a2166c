// @vitest-environment node
// (Type-checked by tsconfig.contract.json: it reads client code that Node type stripping does not run.)
// Contract tests: the real client (@paydeck/api-client) and the packages' own answer schemas
// (`@paydeck/<package>/api`) against this sandbox over HTTP. A sandbox answer that drifts from what a
// screen parses fails here, not in a browser.
import { createApiClient } from '@paydeck/api-client';
import {
  fetchAccounts,
  fetchAnnouncements,
  fetchAnnouncementsToAnswer,
  fetchAvailableCurrencies,
  fetchDefaultRates,
  fetchHistory,
  fetchPaymentInstructions,
  fetchPaymentProof,
  fetchTransactionDetails,
  fetchTransactionTypes,
} from '@paydeck/accounts/api';
import {
  addExternalCard,
  applyForCard,
  confirmExternalCard,
  fetchAddressReplacementCheck,
  fetchBinInfo,
  fetchBlockedBins,
  fetchCardApplicationInfo,
  fetchExternalCards,
} from '@paydeck/cards/api';
import { createTestSandbox, newKey, type TestSandbox } from './test/harness.ts';

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
      () => fetchHistory(client, { pageNumber: 2, transactionDirection: 'outgoing', fromAmount: '10.00' }),
    ],
    ['dictionaryTransactionTypes', () => fetchTransactionTypes(client, 'en')],
    ['announcementList', () => fetchAnnouncements(client)],
    ['announcementList (withConfirmation)', () => fetchAnnouncementsToAnswer(client)],
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

  test.each([
    ['completed', 2],
    ['rejected', 26],
    ['processing', 41],
  ])('a %s transaction opens (its history rows by its id) with its package schema', async (_status, status) => {
    const [row] = (await fetchHistory(client, { pageNumber: 1, status })).transactions.transaction;
    const details = await fetchTransactionDetails(client, row?.transactionId ?? 0);
    expect(details).toMatchObject({ transactionId: row?.transactionId, statusId: status });
  });

  test('a proof of payment (pdfGenerate) parses with its package schema', async () => {
    const [row] = (await fetchHistory(client, { pageNumber: 1, status: 2 })).transactions.transaction;
    const proof = await fetchPaymentProof(client, { transactionId: row?.transactionId ?? 0, brandId: 'wallet' });
    expect(proof.fileName).toBe(`payment-${row?.transactionId}.pdf`);
  });
});

describe('the card answers parse with the schemas of @paydeck/cards/api', () => {
  let t: TestSandbox;
  let client: ReturnType<typeof createApiClient>;

  beforeAll(async () => {
    t = await createTestSandbox();
    const base = await t.listen();
    const { accessToken } = await t.signIn('cleo.cards');
    client = createApiClient({
      roots: { api: `${base}/api` },
      getAccessToken: async () => accessToken,
      getLanguage: () => 'en',
      onAuthError: () => {},
      onTermsError: () => {},
    });
  });
  afterAll(() => t.close());

  test('applying for a card: the offer, a move, the order', async () => {
    const info = await fetchCardApplicationInfo(client, null);
    expect(info.countryCode).toBe('DE');
    const oldAddressId = info.address?.addressId ?? 0;
    const move = await fetchAddressReplacementCheck(client, { countryCode: 'GB', oldAddressId });
    expect(move.cardAccountsToBeCanceled.length).toBeGreaterThan(0);
    const eur = info.feeAccounts.find((account) => account.currencyCode === 'EUR');
    const applied = await applyForCard(client, { productTypeId: 2010, feeAccountId: eur?.accountId ?? 0 }, newKey());
    expect(applied.statusId).toBe(2);
  });

  test('external cards: blocked BINs, BIN info, add, confirm, list', async () => {
    expect(await fetchBlockedBins(client)).toEqual(['400000', '411111', '555544']);
    expect((await fetchBinInfo(client, '453201')).valid).toBe(true);
    expect((await fetchBinInfo(client, '601100')).valid).toBe(false);
    const added = await addExternalCard(
      client,
      { cardNumber: '4242424242424242', expiryMonth: 12, expiryYear: 2035, holderName: 'Cleo Weber' },
      newKey(),
    );
    const charge = (await (await t.request(`/__sandbox/external-card-charge?cardId=${added.cardId}`)).json()) as {
      amount: string;
    };
    expect((await confirmExternalCard(client, { cardId: added.cardId, amount: charge.amount })).status).toBe(
      'confirmed',
    );
    expect(await fetchExternalCards(client)).toHaveLength(1);
  });
});
