// @vitest-environment node
// (Type-checked by tsconfig.contract.json, like transfers-contract.test.ts.) The external transfer answers of
// this sandbox parsed by @paydeck/transfers/api's own fetchers and schemas over HTTP, through the real client,
// with the payloads its model rules build (extra parameters placed by placeExtraParams, lookups' requests).
import { createApiClient, newIdempotencyKey } from '@paydeck/api-client';
import {
  externalLimitsRequest,
  externalMaxAmountRequest,
  externalRailsFor,
  extraParamPlacements,
  fetchBanks,
  fetchBlockedBins,
  fetchBranchOptions,
  fetchCountryTransferTypes,
  fetchCryptoFee,
  fetchExternalFee,
  fetchExternalLimits,
  fetchExternalMaxAmount,
  fetchExtraParams,
  fetchInstantBanks,
  fetchInstantKeyInfo,
  fetchPaymentTemplates,
  fetchPayoutCards,
  lookupIban,
  lookupSwift,
  placeExtraParams,
  submitExternal,
  usableTemplates,
} from '@paydeck/transfers/api';
import { createTestSandbox, type TestSandbox } from './test/harness.ts';

interface Account {
  accountId: number;
  currencyCode: string;
  typeId: number;
}

describe('the external transfer answers parse with @paydeck/transfers/api', () => {
  let t: TestSandbox;
  let api: ReturnType<typeof createApiClient>;
  let eur: number;

  beforeAll(async () => {
    t = await createTestSandbox();
    const base = await t.listen();
    const { accessToken } = await t.signIn('rosa.rails');
    api = createApiClient({
      roots: { api: `${base}/api` },
      getAccessToken: async () => accessToken,
      getLanguage: () => 'en',
      onAuthError: () => undefined,
      onTermsError: () => undefined,
    });
    const accounts = (await t.call('balanceInquiry', {}, { token: accessToken })).body.accounts as Account[];
    eur = (accounts.find((a) => a.currencyCode === 'EUR' && a.typeId === 1001) as Account).accountId;
  });
  afterAll(() => t.close());

  test('lookups: country, banks, branches, extras, SWIFT, IBAN, instant, limits, maximum', async () => {
    const types = await fetchCountryTransferTypes(api, 'BR');
    expect(externalRailsFor(() => true, types)).toEqual(['oct', 'wire', 'eft', 'crypto', 'instant']);
    expect((await fetchBanks(api, 'BR')).map((b) => b.bankCode)).toEqual(['001', '341']);
    expect(await fetchInstantBanks(api, 'BR')).toHaveLength(3);
    const extras = await fetchExtraParams(api, { transferType: 'eft', countryCode: 'BR' });
    expect(extraParamPlacements(extras)).toEqual([
      { name: 'beneficiaryTaxId', grouped: false },
      { name: 'branchCode', grouped: false },
      { name: 'accountType', grouped: true },
    ]);
    const branches = await fetchBranchOptions(api, { paramName: 'branchCode', countryCode: 'BR', bankCode: '001' });
    expect(branches.map((b) => b.value)).toContain('3070');
    await expect(lookupSwift(api, 'DEUTDEFF')).resolves.toMatchObject({
      bankName: 'Deutsche Bank AG',
      zipCode: '60325',
    });
    await expect(lookupIban(api, 'DE89370400440532013000')).resolves.toMatchObject({ SWIFT: 'COBADEFF' });
    await expect(lookupIban(api, 'NL91ABNA0417164300')).resolves.toBeNull();
    await expect(
      fetchInstantKeyInfo(api, { instantKey: 'joao.silva@example.com.br', instantKeyType: 'email' }),
    ).resolves.toMatchObject({ name: 'João Silva', taxIdMasked: '***.456.789-**' });
    const inputs = { rail: 'wire' as const, fromAccountId: eur, currencyCode: 'EUR', countryCode: 'DE' };
    const limitsRequest = externalLimitsRequest(inputs);
    const maxRequest = externalMaxAmountRequest(inputs);
    if (!limitsRequest || !maxRequest) throw new Error('the lookups need their inputs');
    const limits = await fetchExternalLimits(api, limitsRequest);
    expect(limits.map((l) => l.limit)).toEqual(['50000.00', '200000.00']);
    const max = await fetchExternalMaxAmount(api, maxRequest);
    expect(max.type).toBe('balance');
  });

  test('beneficiaries: the saved card, the BIN blacklist, the usable templates', async () => {
    expect(await fetchPayoutCards(api)).toEqual([
      expect.objectContaining({ maskedNumber: '520082******8210', status: 'confirmed' }),
    ]);
    expect(await fetchBlockedBins(api)).toContain('411111');
    const templates = await fetchPaymentTemplates(api);
    expect(usableTemplates(templates, 'wire').map((x) => x.name)).toEqual(['Hans Müller (Deutsche Bank)']);
    expect(usableTemplates(templates, 'eft').map((x) => x.name)).toEqual(['João Silva (Banco do Brasil)']);
  });

  test('submits and fees of every rail, the extras placed by the model', async () => {
    await expect(
      fetchExternalFee(api, 'wire', { fromAccountId: eur, amount: '1000', countryCode: 'DE' }),
    ).resolves.toEqual({ fee: '10.00', feeCurrencyCode: 'EUR', exchangeRate: '1.00000000', toAmount: '1000.00' });
    await expect(fetchCryptoFee(api, { currencyCode: 'ETH' })).resolves.toMatchObject({ fee: '0.00050000' });
    const extras = await fetchExtraParams(api, { transferType: 'eft', countryCode: 'BR' });
    const placed = placeExtraParams(extraParamPlacements(extras), {
      beneficiaryTaxId: '12345678909',
      branchCode: '3070',
      accountType: 'savings',
    });
    const common = { fromAccountId: eur, amount: '20.00' };
    const submits = [
      () =>
        submitExternal(
          api,
          'eft',
          {
            ...common,
            ...placed.top,
            ...(placed.options ? { options: placed.options } : {}),
            beneficiaryName: 'João Silva',
            countryCode: 'BR',
            accountNumber: '123456789',
            bankCode: '001',
          },
          newIdempotencyKey(),
        ),
      () =>
        submitExternal(
          api,
          'wire',
          {
            ...common,
            templateId: 1,
            swift: 'DEUTDEFF',
            bankCountryCode: 'DE',
            beneficiaryName: 'Hans Müller',
            options: { extraParams: { paymentPurpose: 'goods' } },
          },
          newIdempotencyKey(),
        ),
      () => submitExternal(api, 'oct', { ...common, cardId: 1 }, newIdempotencyKey()),
      () =>
        submitExternal(
          api,
          'crypto',
          // CryptoInput has no currencyCode: the sandbox also takes one (buying the crypto with the account's money)
          { ...common, address: '0x52908400098527886E0F7030069857D2E4169EE7', currencyCode: 'ETH' } as never,
          newIdempotencyKey(),
        ),
      () =>
        submitExternal(
          api,
          'instant',
          { ...common, countryCode: 'BR', instantKey: '+5511987654321', instantKeyType: 'phone' },
          newIdempotencyKey(),
        ),
      () =>
        submitExternal(
          api,
          'interac',
          {
            ...common,
            beneficiaryName: 'Li Wei',
            phone: '+14165550123',
          },
          newIdempotencyKey(),
        ),
    ];
    const results = [];
    for (const submit of submits) results.push(await submit()); // one after the other
    expect(results.map((r) => [r.transferType, r.statusId])).toEqual([
      ['eft', 23],
      ['wire', 23],
      ['oct', 2],
      ['crypto_eft', 2],
      ['instant_payment', 2],
      ['interac', 2],
    ]);
  });
});
