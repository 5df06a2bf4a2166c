// @vitest-environment node
// The external form's lookups over HTTP against the seeded dictionaries and rosa.rails' data: transfer
// types per country, SWIFT and IBAN lookups (bad checksums refused, unknown banks null), banks, branches,
// extra parameters, instant keys, templates, limits and the maximum amount on a rail.
import { createTestSandbox, type TestSandbox } from '../../test/harness.ts';

describe('external lookups', () => {
  let t: TestSandbox;
  let rosa: string;
  const ask = async (method: string, body: object = {}) => (await t.call(method, body, { token: rosa })).body;
  const refusal = (body: { validationErrors?: { param: string; description: string }[] }) =>
    (body.validationErrors ?? []).map((e) => `${e.param}: ${e.description}`);

  beforeAll(async () => {
    t = await createTestSandbox();
    rosa = (await t.signIn('rosa.rails')).accessToken;
  });
  afterAll(() => t.close());

  test.each([
    ['BR', ['oct', 'wire', 'eft', 'crypto_eft', 'instant_payment']],
    ['CA', ['oct', 'wire', 'eft', 'crypto_eft', 'interac']],
    ['de', ['oct', 'wire', 'crypto_eft']],
  ])('availableTransfersToCountry %s', async (countryCode, types) => {
    const body = await ask('availableTransfersToCountry', { countryCode });
    expect(body.options.map((o: { transferType: string }) => o.transferType)).toEqual(types);
  });

  test('availableTransfersToCountry refuses what is not a country', async () => {
    expect(refusal(await ask('availableTransfersToCountry', { countryCode: 'XX' }))).toEqual([
      'countryCode: is not a country',
    ]);
  });

  test.each([
    [
      'DEUTDEFF',
      {
        bankName: 'Deutsche Bank AG',
        address: 'Taunusanlage 12',
        city: 'Frankfurt am Main',
        zipCode: '60325',
        countryIsoCode: 'DE',
        code: 'DEUTDEFF',
      },
    ],
    ['deut de ff xxx', { bankName: 'Deutsche Bank AG', code: 'DEUTDEFFXXX' }],
    ['NWBKGB2L', { bankName: 'National Westminster Bank plc', city: 'London', zipCode: 'EC2M 4AA' }],
    ['BNPAFRPP', null], // a valid BIC the dictionary does not hold
  ])('swiftDictionary %s', async (swift, bank) => {
    const body = await ask('swiftDictionary', { swift });
    expect(body.responseCode).toBe('00');
    if (bank === null) expect(body.bank).toBeNull();
    else expect(body.bank).toMatchObject(bank);
  });

  test.each([
    [
      'DE89 3704 0044 0532 0130 00',
      { bankName: 'Commerzbank AG', SWIFT: 'COBADEFF', country: 'Germany', branch: null, zipCode: '60311' },
    ],
    ['GB29NWBK60161331926819', { bankName: 'National Westminster Bank plc', branch: 'City of London' }],
    ['ES9121000418450200051332', { bankName: 'CaixaBank S.A.', city: 'Valencia', countryIsoCode: 'ES' }],
    ['NL91ABNA0417164300', null], // a valid IBAN of a bank the dictionary does not hold
  ])('ibanDictionary %s', async (iban, bank) => {
    const body = await ask('ibanDictionary', { iban });
    if (bank === null) expect(body.bank).toBeNull();
    else expect(body.bank).toMatchObject(bank);
  });

  test.each([
    ['iban', 'ibanDictionary', 'DE89370400440532013001'], // one digit off: the checksum fails
    ['iban', 'ibanDictionary', 'not an iban'],
    ['swift', 'swiftDictionary', 'DEUT1EFF'],
  ])('a malformed %s is refused (%s %s)', async (param, method, value) => {
    expect(refusal(await ask(method, { [param]: value }))).toEqual([`${param}: is not valid`]);
  });

  test('bankList, eftBranchOptions and instantBankList', async () => {
    expect((await ask('bankList', { countryCode: 'BR' })).banks).toEqual([
      { bankCode: '001', bankName: 'Banco do Brasil S.A.' },
      { bankCode: '341', bankName: 'Itaú Unibanco S.A.' },
    ]);
    const branches = await ask('eftBranchOptions', { paramName: 'branchCode', countryCode: 'BR', bankCode: '001' });
    expect(branches.options.map((o: { value: string }) => o.value)).toEqual(['0452', '1769', '3070']);
    expect(
      refusal(await ask('eftBranchOptions', { paramName: 'branchCode', countryCode: 'BR', bankCode: '999' })),
    ).toEqual(['bankCode: is not a bank of BR']);
    expect(
      refusal(await ask('eftBranchOptions', { paramName: 'accountType', countryCode: 'BR', bankCode: '001' })),
    ).toEqual(['paramName: has no options']);
    expect((await ask('instantBankList', { countryCode: 'GB' })).banks).toHaveLength(2);
  });

  test('transferExtraParams places BR EFT parameters at the top level and under options.extraParams', async () => {
    const body = await ask('transferExtraParams', { transferType: 'eft', countryCode: 'BR' });
    expect(body.extraParams.map((p: { name: string }) => p.name)).toEqual(['beneficiaryTaxId', 'branchCode']);
    expect(body.extraParams[1]).toMatchObject({ optionsFrom: 'eftBranchOptions', required: true });
    expect(body.options.extraParams.map((p: { name: string }) => p.name)).toEqual(['accountType']);
    expect(refusal(await ask('transferExtraParams', { transferType: 'sepa', countryCode: 'BR' }))).toEqual([
      'transferType: is not valid',
    ]);
  });

  test('instantKeyInfo answers the holder with a masked tax id, or refuses an unknown key', async () => {
    const known = await ask('instantKeyInfo', { instantKey: 'JOAO.SILVA@example.com.br', instantKeyType: 'email' });
    expect(known.instantInfo).toEqual({
      name: 'João Silva',
      bankName: 'Banco do Brasil S.A.',
      bankCode: '001',
      taxIdMasked: '***.456.789-**',
    });
    const unknown = await ask('instantKeyInfo', { instantKey: 'nobody@example.com', instantKeyType: 'email' });
    expect(refusal(unknown)).toEqual(['instantKey: is not registered']);
    const otherHolder = { instantKey: 'joao.silva@example.com.br', instantKeyType: 'email', taxId: '98765432100' };
    expect(refusal(await ask('instantKeyInfo', otherHolder))).toEqual(['taxId: does not match the key’s holder']);
  });

  test('paymentTemplateList: rosa has a usable wire, a usable EFT and a rejected wire template', async () => {
    const { templates } = await ask('paymentTemplateList');
    expect(templates.map((x: { wireStatus: number; eftStatus: number }) => [x.wireStatus, x.eftStatus])).toEqual([
      [1, null],
      [null, 2],
      [3, null],
    ]);
    expect(templates[0]).toMatchObject({ swift: 'DEUTDEFF', iban: 'DE94500700100123456789', branchCode: null });
  });

  test('customerLimits and transferMaxAmount take the transferType', async () => {
    const accounts = (await ask('balanceInquiry')).accounts as { accountId: number; currencyCode: string }[];
    const eur = accounts.find((a) => a.currencyCode === 'EUR') as { accountId: number };
    const limits = await ask('customerLimits', {
      type: 'wire',
      countryCode: 'DE',
      fromAccountId: eur.accountId,
      currencyCode: 'EUR',
    });
    expect(limits.limits).toEqual([
      { period: 'day', limit: '50000.00', used: '0.00', currencyCode: 'EUR' },
      { period: 'month', limit: '200000.00', used: '0.00', currencyCode: 'EUR' },
    ]);
    const interac = await ask('transferMaxAmount', {
      operation: 'interac',
      fromAccountId: eur.accountId,
      countryCode: 'CA',
      currencyCode: 'EUR',
    });
    expect(interac).toMatchObject({ amount: '3000.00', type: 'limit' });
    expect(
      refusal(await ask('customerLimits', { type: 'sepa', fromAccountId: eur.accountId, currencyCode: 'EUR' })),
    ).toEqual(['type: is not valid']);
  });
});
