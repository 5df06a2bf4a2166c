// The draft read back from the wire: the body rules' numbers become text again where the draft holds text.
import { prepareBody } from '@paydeck/api-client';
import { emptyDraft } from '../model/draft';
import { draftFromWire, parseWireDraft } from './wire-draft';

const draft = {
  ...emptyDraft(),
  generalForm: { ...emptyDraft().generalForm, name: 'Acme', phone: { countryCode: '+44', number: '7700900123' } },
  legalForm: { ...emptyDraft().legalForm, registrationNumber: '0123', businessTaxId: '987654321' },
  financialInfoForm: { ...emptyDraft().financialInfoForm, annualTurnover: '500000', sourceOfFundsId: 40 },
  dueDilligenceForm: { ...emptyDraft().dueDilligenceForm, numberOfEmployees: '12' },
  persons: [
    {
      ...emptyDraft().persons[0],
      id: '123456',
      firstName: 'Ada',
      lastName: 'Lane',
      birthday: '1980-02-03',
      email: 'ada@acme.test',
      phone: { countryCode: '44', number: '7700900124' },
      address: {
        address1: '1 Road',
        address2: '',
        city: 'Leeds',
        postalCode: '12345',
        countryCode: 'GB',
        stateCode: '',
      },
      taxId: '5550001',
      sourceOfFunds: [1, 2],
      sourceDetails: { '1': '2024', '2': 'Savings from work' },
      isUser: true,
      accessRights: 2,
    },
  ],
  directors: ['123456'],
  shareholders: [{ kind: 'person' as const, personId: '123456', share: 60.5 }],
  additionalQuestionAnswers: [{ questionId: 3, answer: '42' }],
};

describe('draftFromWire', () => {
  test('a draft sent through the body rules parses back to itself', () => {
    const sent = prepareBody({ draft }) as { draft: unknown };
    const parsed = parseWireDraft(sent.draft);
    const expected = {
      ...draft,
      generalForm: { ...draft.generalForm, phone: { countryCode: '44', number: '7700900123' } },
    };
    expect(parsed).toEqual({ success: true, draft: expected });
  });

  test.each([
    ['a tax id', { taxId: 5550001 }, { taxId: '5550001' }],
    ['a detail text', { sourceDetails: { '1': 2024 } }, { sourceDetails: { '1': '2024' } }],
    ['a person id', { id: 123456 }, { id: '123456' }],
    [
      'rights and sources stay numbers',
      { accessRights: 2, sourceOfFunds: [1, 2] },
      { accessRights: 2, sourceOfFunds: [1, 2] },
    ],
    ['a share stays a number', { share: 25 }, { share: 25 }],
    ['a choice stays a number', { sourceOfFundsId: 40 }, { sourceOfFundsId: 40 }],
    ['booleans and strings pass', { isUser: true, email: 'a@b.cd' }, { isUser: true, email: 'a@b.cd' }],
  ])('%s', (_case, input, output) => expect(draftFromWire(input)).toEqual(output));

  test('a draft of another version, or not a draft, does not parse', () => {
    expect(parseWireDraft({ ...draft, version: '3.53' }).success).toBe(false);
    expect(parseWireDraft('draft').success).toBe(false);
    expect(parseWireDraft({ ...draft, persons: 'none' }).success).toBe(false);
  });
});
