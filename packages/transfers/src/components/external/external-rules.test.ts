import { ApiError } from '@paydeck/api-client';
import { eurAccount } from '../p2p/fixtures';
import { phoneOnWire } from '../../model/phone';
import { externalPayload, externalProblems, type RuleContext } from './external-rules';
import { purposeExtras } from './fixtures';
import { externalRefusal } from './refusal';
import { emptyExternalValues, type ExternalValues } from './values';

const ctx = (rail: RuleContext['rail'], countryCode = 'DE', more: Partial<RuleContext> = {}): RuleContext => ({
  rail,
  countryCode,
  accounts: [eurAccount],
  blockedBins: ['400002'],
  extraParams: null,
  maxAmount: null,
  phone: phoneOnWire,
  ...more,
});
const values = (more: Partial<ExternalValues>): ExternalValues => ({
  ...emptyExternalValues('DE', 'iban'),
  fromAccountId: eurAccount.accountId,
  amount: '100',
  ...more,
});
const goodWire = {
  beneficiaryName: 'Klaus',
  iban: 'DE89 3704 0044 0532 0130 00',
  swift: 'DEUTDEFF',
  bankCountryCode: 'DE',
};

describe('what each rail refuses before sending', () => {
  it.each([
    ['wire, complete', ctx('wire'), values(goodWire), []],
    [
      'wire, bad IBAN checksum',
      ctx('wire'),
      values({ ...goodWire, iban: 'DE89370400440532013001' }),
      ['iban:checksum'],
    ],
    ['wire, bad BIC', ctx('wire'), values({ ...goodWire, swift: 'DEUTXXFF' }), ['swift:format']],
    [
      'wire to a BR bank without codes',
      ctx('wire', 'BR'),
      values({ ...goodWire, iban: '', accountKind: 'accountNumber', accountNumber: '12345-6', bankCountryCode: 'BR' }),
      ['bankCode:required', 'branchCode:required'],
    ],
    [
      'wire to a BR bank with codes',
      ctx('wire', 'BR'),
      values({
        ...goodWire,
        accountKind: 'accountNumber',
        accountNumber: '12345-6',
        bankCountryCode: 'BR',
        bankCode: '341',
        branchCode: '0001',
      }),
      [],
    ],
    [
      'eft to JP without branch',
      ctx('eft', 'JP'),
      values({ beneficiaryName: 'Sato', accountNumber: '1234567', bankCode: '0005' }),
      ['branchCode:required'],
    ],
    [
      'eft to US needs a bank only',
      ctx('eft', 'US'),
      values({ beneficiaryName: 'Sam', accountNumber: '1234567' }),
      ['bankCode:required'],
    ],
    ['oct to a blacklisted BIN', ctx('oct'), values({ cardNumber: '4000 0200 0000 0000' }), ['cardNumber:blocked']],
    [
      'oct, the blocked BINs not loaded yet',
      ctx('oct', 'DE', { blockedBins: null }),
      values({ cardNumber: '4111 1111 1111 1111' }),
      ['cardNumber:unchecked'],
    ],
    ['oct to a saved card', ctx('oct'), values({ cardId: '5' }), []],
    [
      'oct to a saved card, the blocked BINs not loaded',
      ctx('oct', 'DE', { blockedBins: null }),
      values({ cardId: '5' }),
      [],
    ],
    ['oct, Luhn fails', ctx('oct'), values({ cardNumber: '4111 1111 1111 1112' }), ['cardNumber:checksum']],
    ['crypto, no address', ctx('crypto'), values({}), ['address:required']],
    [
      'interac, bad phone',
      ctx('interac', 'CA'),
      values({ beneficiaryName: 'Jo', contactKind: 'phone', phone: '555' }),
      ['phone:format'],
    ],
    ['interac, e-mail', ctx('interac', 'CA'), values({ beneficiaryName: 'Jo', email: 'jo@example.ca' }), []],
    ['instant, bad e-mail key', ctx('instant', 'BR'), values({ instantKey: 'maria@' }), ['instantKey:format']],
    [
      'instant, account needs a bank',
      ctx('instant', 'BR'),
      values({ instantKeyType: 'account', instantKey: '12345-6' }),
      ['bankCode:required'],
    ],
    [
      'no account, no amount',
      ctx('crypto'),
      values({ fromAccountId: null, amount: '', address: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh' }),
      ['fromAccountId:required', 'amount:required'],
    ],
    [
      'amount above the maximum',
      ctx('crypto', 'DE', { maxAmount: '50' }),
      values({ address: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh' }),
      ['amount:overMax'],
    ],
    [
      'amount above the balance',
      ctx('crypto'),
      values({ amount: '99999', address: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh' }),
      ['amount:overAvailable'],
    ],
    [
      'three decimals in EUR',
      ctx('crypto'),
      values({ amount: '1.005', address: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh' }),
      ['amount:scale'],
    ],
    [
      'extra params: required and pattern',
      ctx('wire', 'DE', { extraParams: purposeExtras }),
      values({ ...goodWire, extras: { beneficiaryTaxId: '12' } }),
      ['extras.beneficiaryTaxId:format'],
    ],
  ])('%s', (_, context, typed, expected) => {
    expect(externalProblems(context, typed).map((p) => `${p.field}:${p.problem}`)).toEqual(expected);
  });
});

describe("the typed beneficiary fields: the sandbox's lengths, no control or bidi characters", () => {
  const wire = (more: Partial<ExternalValues>) => values({ ...goodWire, ...more });
  const card = (more: Partial<ExternalValues>) => values({ cardNumber: '4111 1111 1111 1111', ...more });
  it.each([
    ['wire name, limit - 1', 'wire', wire({ beneficiaryName: 'n'.repeat(139) }), []],
    ['wire name at the limit', 'wire', wire({ beneficiaryName: 'n'.repeat(140) }), []],
    ['wire name, limit + 1', 'wire', wire({ beneficiaryName: 'n'.repeat(141) }), ['beneficiaryName:tooLong']],
    ['wire name in Arabic', 'wire', wire({ beneficiaryName: 'محمد بن سلمان' }), []],
    ['wire name with a bidi override', 'wire', wire({ beneficiaryName: 'Klaus \u202e' }), ['beneficiaryName:bidi']],
    ['wire address, limit + 1', 'wire', wire({ beneficiaryAddress: 'a'.repeat(141) }), ['beneficiaryAddress:tooLong']],
    ['wire address with U+0000', 'wire', wire({ beneficiaryAddress: 'Main\u0000St' }), ['beneficiaryAddress:control']],
    ['wire bank name, limit + 1', 'wire', wire({ bankName: 'b'.repeat(141) }), ['bankName:tooLong']],
    ['wire bank address, limit + 1', 'wire', wire({ bankAddress: 'b'.repeat(141) }), ['bankAddress:tooLong']],
    ['wire bank city at the limit', 'wire', wire({ bankCity: 'c'.repeat(100) }), []],
    ['wire bank city, limit + 1', 'wire', wire({ bankCity: 'c'.repeat(101) }), ['bankCity:tooLong']],
    ['wire postal code, limit + 1', 'wire', wire({ bankZipCode: '1'.repeat(21) }), ['bankZipCode:tooLong']],
    ['wire bank code, limit + 1', 'wire', wire({ bankCode: '1'.repeat(36) }), ['bankCode:tooLong']],
    ['wire branch code with a tab', 'wire', wire({ branchCode: '00\t1' }), ['branchCode:control']],
    [
      'wire account number, limit + 1',
      'wire',
      wire({ iban: '', accountKind: 'accountNumber', accountNumber: '1'.repeat(35) }),
      ['accountNumber:tooLong'],
    ],
    [
      'wire account number at the limit',
      'wire',
      wire({ iban: '', accountKind: 'accountNumber', accountNumber: '1'.repeat(34) }),
      [],
    ],
    ['oct holder name, limit + 1', 'oct', card({ cardHolderName: 'h'.repeat(141) }), ['cardHolderName:tooLong']],
    ['oct holder name with an isolate', 'oct', card({ cardHolderName: 'Jo\u2067' }), ['cardHolderName:bidi']],
    [
      'interac name, limit + 1',
      'interac',
      values({ beneficiaryName: 'n'.repeat(141), email: 'jo@example.ca' }),
      ['beneficiaryName:tooLong'],
    ],
    [
      'interac e-mail, limit + 1',
      'interac',
      values({ beneficiaryName: 'Jo', email: `${'e'.repeat(250)}@x.ca` }),
      ['email:tooLong'],
    ],
    [
      'interac e-mail with a bidi override',
      'interac',
      values({ beneficiaryName: 'Jo', email: 'jo\u202e@example.ca' }),
      ['email:bidi'],
    ],
    [
      'instant key, limit + 1',
      'instant',
      values({ instantKeyType: 'email', instantKey: `${'k'.repeat(136)}@x.br` }),
      ['instantKey:tooLong'],
    ],
    ['crypto address, limit + 1', 'crypto', values({ address: 'a'.repeat(141) }), ['address:tooLong']],
    ['the reference at the limit', 'wire', wire({ description: 'r'.repeat(140) }), []],
    ['the reference, limit + 1', 'wire', wire({ description: 'r'.repeat(141) }), ['description:tooLong']],
    ['the reference with a bidi override', 'wire', wire({ description: 'Inv \u202d1' }), ['description:bidi']],
    [
      'an extra parameter with a control character',
      'wire',
      wire({ extras: { beneficiaryTaxId: '12345678901', purposeCode: 'SA\u0007LA' } }),
      ['extras.purposeCode:control'],
    ],
  ] as const)('%s', (_, rail, typed, expected) => {
    const context = ctx(rail, rail === 'interac' ? 'CA' : rail === 'instant' ? 'BR' : 'DE', {
      extraParams: Object.keys(typed.extras).length > 0 ? purposeExtras : null,
    });
    expect(externalProblems(context, typed).map((p) => `${p.field}:${p.problem}`)).toEqual(expected);
  });
});

describe('the payload of each rail', () => {
  it('wire: IBAN and BIC on the wire format, extras placed, the template named', () => {
    const payload = externalPayload(
      ctx('wire', 'DE', { extraParams: purposeExtras }),
      values({
        ...goodWire,
        swift: 'deut deff',
        templateId: '1',
        extras: { beneficiaryTaxId: '12345678901', purposeCode: 'SALA' },
      }),
    );
    expect(payload).toEqual({
      fromAccountId: 11,
      amount: '100',
      beneficiaryTaxId: '12345678901',
      options: { extraParams: { purposeCode: 'SALA' } },
      templateId: 1,
      beneficiaryName: 'Klaus',
      beneficiaryCountryCode: 'DE',
      iban: 'DE89370400440532013000',
      swift: 'DEUTDEFF',
      bankCountryCode: 'DE',
    });
  });

  it.each([
    ['oct saved card', 'oct', { cardId: '5', cardNumber: '4111' }, { cardId: 5 }],
    ['oct typed card', 'oct', { cardNumber: '4111 1111 1111 1111' }, { cardNumber: '4111111111111111' }],
    [
      'interac phone in E.164',
      'interac',
      { beneficiaryName: 'Jo', contactKind: 'phone', phone: '(416) 555-0199' },
      { phone: '+14165550199' },
    ],
    ['crypto address trimmed', 'crypto', { address: ' bc1qxy ' }, { address: 'bc1qxy' }],
  ] as const)('%s', (_, rail, typed, part) => {
    expect(externalPayload(ctx(rail), values(typed as Partial<ExternalValues>))).toMatchObject(part);
  });
});

describe('a refused submit at its fields (payments.md 8)', () => {
  const refusal = (entries: { param: string; description: string }[]) =>
    new ApiError({ kind: 'business', code: 'VF', message: 'refused', validationErrors: entries });
  it.each([
    [[{ param: 'branchCode', description: 'is required' }], [{ field: 'branchCode', problem: 'required' }], false],
    [
      [{ param: 'cardNumber', description: "card's BIN is not accepted" }],
      [{ field: 'cardNumber', problem: 'blocked' }],
      false,
    ],
    [
      [{ param: 'options.extraParams.purposeCode', description: 'is not valid' }],
      [{ field: 'extras.purposeCode', text: 'is not valid' }],
      false,
    ],
    [[{ param: 'somethingElse', description: 'odd' }], [], true],
  ])('%j', (entries, fields, form) => {
    expect(externalRefusal(refusal(entries), ['purposeCode'])).toEqual({ fields, form });
  });

  it('another code goes above the button', () => {
    expect(externalRefusal(new Error('boom'), [])).toEqual({ fields: [], form: true });
  });
});

it("an extra parameter named like the form's own field (EFT's branchCode) is that field, not a second one", () => {
  const answer = {
    extraParams: [
      {
        name: 'branchCode',
        label: 'Branch',
        required: true,
        pattern: null,
        maxLength: 6,
        values: [],
        optionsFrom: 'eftBranchOptions' as const,
      },
    ],
    options: { extraParams: [] },
  };
  const context = ctx('eft', 'BR', { extraParams: answer });
  const typed = values({ beneficiaryName: 'João', accountNumber: '123456789', bankCode: '001', branchCode: '3070' });
  expect(externalProblems(context, typed)).toEqual([]);
  expect(externalPayload(context, typed)).toMatchObject({ bankCode: '001', branchCode: '3070' });
  expect(externalProblems(context, { ...typed, branchCode: '' }).map((p) => p.field)).toEqual(['branchCode']);
});
