import type { RailFlag } from './rails';
import {
  bankCodeProblems,
  extraParamPlacements,
  externalRailsFor,
  externalRecipients,
  placeExtraParams,
  railOfTransferType,
  templateRail,
  usableTemplates,
} from './external';

const only =
  (...flags: RailFlag[]) =>
  (flag: RailFlag) =>
    flags.includes(flag);
const all = ['oct', 'wire', 'eft', 'crypto_eft', 'instant_payment', 'interac'];

describe('external rails per permission flag AND country (payments.md 6, 7)', () => {
  it.each([
    ['no flags', only(), all, []],
    ['wire flag, country has wire', only('sendMoneyWireUser'), ['wire', 'eft'], ['wire']],
    ['wire flag, country has no wire', only('sendMoneyWireUser'), ['eft', 'oct'], []],
    ['card flag is oct', only('sendMoneyCardUser'), all, ['oct']],
    ['crypto flag is crypto_eft', only('sendMoneyCryptoUser'), ['crypto_eft'], ['crypto']],
    ['instant flag is instant_payment', only('sendMoneyInstantUser'), ['instant_payment', 'wire'], ['instant']],
    ['interac only where listed', only('sendMoneyInteracUser', 'sendMoneyEftUser'), ['interac'], ['interac']],
    ['p2p flag is no external rail', only('sendMoneyUser'), all, []],
    ['unknown types ignored', () => true, ['swift_gpi', 'wire'], ['wire']],
    ['unrestricted, every type', () => true, all, ['oct', 'wire', 'eft', 'crypto', 'instant', 'interac']],
    ['unrestricted, no country answer', () => true, [], []],
  ])('%s', (_, has, types, rails) => {
    expect(externalRailsFor(has, types)).toEqual(rails);
  });

  it.each([
    ['to own: the withdrawal flag', only('withdrawWireUser'), ['wire', 'eft'], ['wire']],
    ['to own: a sending flag is not enough', only('sendMoneyWireUser'), ['wire'], []],
    ['to own: card withdrawal is oct', only('withdrawCardUser'), all, ['oct']],
    [
      'to own: crypto, instant, interac',
      only('withdrawCryptoUser', 'withdrawInstantUser', 'withdrawInteracUser'),
      all,
      ['crypto', 'instant', 'interac'],
    ],
    ['to own: between own accounts is no external rail', only('transferBetweenOwnAccountsUser'), all, []],
  ])('%s', (_, has, types, rails) => {
    expect(externalRailsFor(has, types, 'own')).toEqual(rails);
  });

  it.each([
    ['sending flags only', only('sendMoneyEftUser'), ['others']],
    ['withdrawal flags only', only('withdrawEftUser'), ['own']],
    ['both', only('sendMoneyCryptoUser', 'withdrawInteracUser'), ['others', 'own']],
    ['neither (p2p and own accounts)', only('sendMoneyUser', 'transferBetweenOwnAccountsUser'), []],
    ['unrestricted', () => true, ['others', 'own']],
  ])('whom external transfers may go to: %s', (_, has, recipients) => {
    expect(externalRecipients(has)).toEqual(recipients);
  });

  it.each([
    ['crypto_eft', 'crypto'],
    ['instant_payment', 'instant'],
    ['wire', 'wire'],
    ['p2p', null],
    ['', null],
  ])('transfer type %s is rail %s', (type, rail) => {
    expect(railOfTransferType(type)).toBe(rail);
  });
});

describe('bank and branch codes (payments.md 5: BR, JP, HK, LK)', () => {
  it.each([
    ['BR', '', '', ['bankCode', 'branchCode']],
    ['BR', '341', '', ['branchCode']],
    ['br', '341', ' ', ['branchCode']],
    ['JP', '', '001', ['bankCode']],
    ['HK', '004', '123', []],
    ['LK', null, null, ['bankCode', 'branchCode']],
    ['DE', '', '', []],
    ['US', null, null, []],
    ['', '', '', []],
    [null, '', '', []],
  ])('%s bank %j branch %j misses %j', (countryCode, bankCode, branchCode, missing) => {
    const problems = bankCodeProblems({ countryCode, bankCode, branchCode });
    expect(problems.map((p) => p.param)).toEqual(missing);
    for (const problem of problems) expect(problem.description).toBe('is required');
  });
});

describe('payment templates (payments.md 5: wire or EFT status 1 and 2 usable)', () => {
  const t = (id: number, wireStatus: number | null, eftStatus: number | null) => ({ id, wireStatus, eftStatus });
  const templates = [t(1, 1, null), t(2, 2, 0), t(3, 0, 1), t(4, 3, 2), t(5, null, null), t(6, 4, 3), t(7, 2, 1)];

  it.each([
    ['wire', [1, 2, 7]],
    ['eft', [3, 4, 7]],
    ['oct', []],
    ['crypto', []],
    ['instant', []],
    ['interac', []],
  ] as const)('usable for %s: %j', (rail, ids) => {
    expect(usableTemplates(templates, rail).map((x) => x.id)).toEqual(ids);
  });

  it.each([
    [1, null, 'wire'],
    [2, 1, 'wire'],
    [0, 2, 'eft'],
    [3, 1, 'eft'],
    [0, 0, null],
    [3, 4, null],
    [null, null, null],
  ])('wire %s eft %s opens as %s', (wireStatus, eftStatus, rail) => {
    expect(templateRail({ wireStatus, eftStatus })).toBe(rail);
  });
});

describe('extra parameters: top level vs options.extraParams', () => {
  const answer = {
    extraParams: [{ name: 'beneficiaryTaxId' }, { name: 'purposeCode' }],
    options: { extraParams: [{ name: 'intermediaryBank' }, { name: 'purposeCode' }] },
  };
  const placements = extraParamPlacements(answer);

  it.each([
    [
      'top level only',
      { beneficiaryTaxId: '123', purposeCode: 'SALA' },
      { top: { beneficiaryTaxId: '123', purposeCode: 'SALA' } },
    ],
    [
      'grouped goes under options.extraParams',
      { beneficiaryTaxId: '123', intermediaryBank: 'CITIUS33' },
      { top: { beneficiaryTaxId: '123' }, options: { extraParams: { intermediaryBank: 'CITIUS33' } } },
    ],
    ['blank values left out', { beneficiaryTaxId: '  ', intermediaryBank: '' }, { top: {} }],
    [
      'values trimmed',
      { intermediaryBank: ' CITIUS33 ' },
      { top: {}, options: { extraParams: { intermediaryBank: 'CITIUS33' } } },
    ],
    ['names not listed left out', { amount: '1000000', beneficiaryTaxId: '1' }, { top: { beneficiaryTaxId: '1' } }],
    ['listed in both places counts as top level', { purposeCode: 'GDDS' }, { top: { purposeCode: 'GDDS' } }],
  ])('%s', (_, values, placed) => {
    expect(placeExtraParams(placements, values)).toEqual(placed);
  });
});
