// @vitest-environment node
// Every refusal of WIRE.md "External transfers" enforced server-side, as rosa.rails: the VF entries as
// `param: description`, and nothing booked.
import { createTestSandbox, type TestSandbox } from '../../test/harness.ts';
import { ledgerViolations } from '../accounts/ledger/checks.ts';
import { type Body, eftToBr, externalCalls, hans, wireToBr } from './external-test-support.ts';

describe('external transfers refused', () => {
  let t: TestSandbox;
  let rosa: string;
  const { submit, booked, errors } = externalCalls(
    () => t,
    () => rosa,
  );

  beforeAll(async () => {
    t = await createTestSandbox();
    rosa = (await t.signIn('rosa.rails')).accessToken;
  });
  afterAll(() => t.close());
  afterEach(async () => {
    expect(Object.values(await ledgerViolations(t.db)).flat()).toEqual([]);
  });

  test.each<[string, string, Body, string[]]>([
    [
      'a wire to a BR bank without codes',
      'transferWire',
      { amount: '10.00', ...wireToBr },
      ['bankCode: is required', 'branchCode: is required'],
    ],
    [
      'an IBAN with a bad checksum',
      'transferWire',
      { amount: '10.00', ...hans, iban: 'DE94500700100123456780' },
      ['iban: is not a valid IBAN'],
    ],
    ['a bad BIC', 'transferWire', { amount: '10.00', ...hans, swift: 'DEUT1EFF' }, ['swift: is not a valid BIC']],
    [
      'both IBAN and account number',
      'transferWire',
      { amount: '10.00', ...hans, accountNumber: '1234' },
      ['iban: give only one'],
    ],
    [
      'a rejected template (status 3)',
      'transferWire',
      { amount: '10.00', ...hans, templateId: 3 },
      ['templateId: cannot be used'],
    ],
    [
      'an EFT template used for a wire',
      'transferWire',
      { amount: '10.00', templateId: 2, ...wireToBr },
      ['templateId: cannot be used'], // alone: nothing else is checked against an unusable template
    ],
    [
      'a wire without its grouped purpose',
      'transferWire',
      { amount: '10.00', templateId: 1 },
      ['paymentPurpose: is required'],
    ],
    [
      'an EFT to a country without EFT',
      'transferEft',
      { amount: '10.00', ...eftToBr, countryCode: 'DE', bankCode: '50070010' },
      ['countryCode: is not available for eft'],
    ],
    [
      'an EFT to a branch the bank does not have',
      'transferEft',
      { amount: '10.00', ...eftToBr, branchCode: '9999' },
      ['branchCode: is not a branch of Banco do Brasil S.A.'],
    ],
    [
      'an EFT with its grouped parameter at the top level',
      'transferEft',
      { amount: '10.00', ...eftToBr, options: undefined, accountType: 'checking' },
      ['accountType: is required'],
    ],
    [
      'a card payout to a blacklisted BIN',
      'transferOct',
      { amount: '10.00', cardNumber: '4111 1111 1111 1111' },
      ["cardNumber: card's BIN is not accepted"],
    ],
    [
      'a card number failing Luhn',
      'transferOct',
      { amount: '10.00', cardNumber: '5200828282828211' },
      ['cardNumber: is not a valid card number'],
    ],
    [
      'a card that is not rosa’s',
      'transferOct',
      { amount: '10.00', cardId: 999 },
      ['cardId: is not one of your confirmed cards'],
    ],
    [
      'a crypto address of another network',
      'transferCryptoEft',
      { amount: '10.00', currencyCode: 'BTC', address: '0x52908400098527886E0F7030069857D2E4169EE7' },
      ['address: is not a valid address'],
    ],
    [
      'an unregistered instant key',
      'transferInstant',
      { amount: '10.00', countryCode: 'BR', instantKey: 'x@example.com', instantKeyType: 'email' },
      ['instantKey: is not registered'],
    ],
    [
      'an interac phone that is no number',
      'transferInterac',
      {
        amount: '10.00',
        beneficiaryName: 'Li Wei',
        phone: '12',
      },
      ['phone: is not a valid phone number'],
    ],
    ['more than the account holds', 'transferOct', { amount: '30000.00', cardId: 1 }, ['amount: insufficient funds']],
    [
      'more than the interac day limit',
      'transferInterac',
      {
        amount: '3000.01',
        beneficiaryName: 'Li Wei',
        email: 'li.wei@example.ca',
      },
      ['amount: exceeds your limit'],
    ],
  ])('refused: %s', async (_, method, body, expected) => {
    const before = await booked();
    const answer = await submit(method, body);
    expect(answer.responseCode).toBe('VF');
    expect(errors(answer)).toEqual(expected);
    expect(await booked()).toBe(before);
  });
});
