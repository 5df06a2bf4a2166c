// The fetchers send the WIRE.md method names and payloads, and parse every answer (a malformed one is an error).
import { newIdempotencyKey } from '@paydeck/api-client';
import {
  checkEmail,
  createBusinessAccount,
  createPersonalAccount,
  emailExistence,
  fetchCurrencies,
  fetchDictionary,
  fetchIndustries,
  fetchResolution,
  resendActivation,
  sendResolution,
} from '.';
import { emptyDraft } from '../model/draft';
import { fakeCaller } from './fake-caller';

const resolution = {
  id: '0b6f3c1e-5d2a-4f6b-9a43-2f1d8c7e6a50',
  statusId: 41,
  companyName: 'Acme Ltd',
  createdAt: '2026-11-24T10:00:00.000Z',
  signers: [
    { personId: 'p1', firstName: 'Ada', lastName: 'Lane', email: 'ada@acme.test', statusId: 41, signedAt: null },
    {
      personId: 'p2',
      firstName: 'Bo',
      lastName: 'Lane',
      email: 'bo@acme.test',
      statusId: 2,
      signedAt: '2026-11-24T10:05:00.000Z',
    },
  ],
};

describe('the e-mail check', () => {
  test.each([
    [{ exists: false, isEmployee: false }, emailExistence.free],
    [{ exists: true, isEmployee: false }, emailExistence.taken],
    [{ exists: true, isEmployee: true }, emailExistence.employee],
  ])('%o is status %i', async (answer, status) => {
    const { api, calls } = fakeCaller({ responseCode: '00', ...answer });
    await expect(checkEmail(api, ' new@firm.test ')).resolves.toBe(status);
    expect(calls).toEqual([{ method: 'emailCheck', payload: { email: 'new@firm.test' }, files: [] }]);
  });

  test('a malformed answer or a refusal is status -1 (failed), never free', async () => {
    await expect(checkEmail(fakeCaller({ responseCode: '00', exists: 'no' }).api, 'a@b.cd')).resolves.toBe(-1);
    const refusing = { call: () => Promise.reject(new Error('TA1')) };
    await expect(checkEmail(refusing, 'a@firm.test')).resolves.toBe(-1);
  });

  test('a cancelled check stays cancelled (the e-mail changed meanwhile)', async () => {
    const controller = new AbortController();
    controller.abort();
    const aborting = { call: () => Promise.reject(new DOMException('aborted', 'AbortError')) };
    await expect(checkEmail(aborting, 'a@firm.test', controller.signal)).rejects.toThrow('aborted');
  });
});

describe('opening an account', () => {
  test('personal: personalAccountCreate with the intent’s key, answers the sign-in', async () => {
    const { api, calls } = fakeCaller({ responseCode: '00', email: 'new@firm.test' });
    const registration = {
      registrationType: 'freelancers',
      email: 'New@firm.test',
      password: 'secret-Pass-1',
      firstName: 'Nia',
      lastName: 'Ng',
      birthDay: '1990-01-02',
      residenceCountryCode: 'LT',
      phoneCountryCode: '370',
      phone: '61234567',
      termsAccepted: true,
    } as const;
    await expect(createPersonalAccount(api, registration, newIdempotencyKey())).resolves.toBe('new@firm.test');
    expect(calls[0]).toMatchObject({ method: 'personalAccountCreate', payload: registration });
  });

  test('business: businessAccountCreate carries the draft beside the password', async () => {
    const { api, calls } = fakeCaller({ responseCode: '00', email: 'boss@firm.test' });
    const draft = emptyDraft();
    await createBusinessAccount(api, { email: 'boss@firm.test', password: 'p4ssword', draft }, newIdempotencyKey());
    expect(calls[0]).toMatchObject({ method: 'businessAccountCreate', payload: { email: 'boss@firm.test', draft } });
  });

  test('an answer without the e-mail is malformed', async () => {
    const { api } = fakeCaller({ responseCode: '00' });
    await expect(
      createBusinessAccount(api, { email: 'a@b.cd', password: 'x', draft: emptyDraft() }, newIdempotencyKey()),
    ).rejects.toMatchObject({ kind: 'malformed' });
  });

  test('resendActivation sends the trimmed e-mail', async () => {
    const { api, calls } = fakeCaller({ responseCode: '00' });
    await resendActivation(api, ' new@firm.test');
    expect(calls).toEqual([{ method: 'resendActivation', payload: { email: 'new@firm.test' }, files: [] }]);
  });
});

describe('the business resolution', () => {
  test('send and get parse the resolution with its signers', async () => {
    const { api, calls } = fakeCaller({ responseCode: '00', resolution });
    const request = {
      company: { name: 'Acme Ltd', registrationNumber: '123', registrationCountryCode: 'GB' },
      directors: [{ personId: 'p1', firstName: 'Ada', lastName: 'Lane', email: 'ada@acme.test' }],
    };
    await expect(sendResolution(api, request)).resolves.toMatchObject({ statusId: 41, signers: [{}, {}] });
    await expect(fetchResolution(api, resolution.id)).resolves.toEqual(resolution);
    expect(calls.map((call) => call.method)).toEqual(['businessResolutionSend', 'businessResolutionGet']);
    expect(calls[1]?.payload).toEqual({ id: resolution.id });
  });

  test.each([
    ['an unknown status', { ...resolution, statusId: 1 }],
    ['a guessable id', { ...resolution, id: '7' }],
    ['a signer without e-mail', { ...resolution, signers: [{ ...resolution.signers[0], email: undefined }] }],
  ])('%s is malformed', async (_case, answer) => {
    const { api } = fakeCaller({ responseCode: '00', resolution: answer });
    await expect(fetchResolution(api, resolution.id)).rejects.toMatchObject({ kind: 'malformed' });
  });
});

describe('dictionaries', () => {
  test('industries carry their group', async () => {
    const { api, calls } = fakeCaller({
      responseCode: '00',
      items: [{ id: 1, name: 'Advertising', group: 'mainstream' }],
    });
    await expect(fetchIndustries(api, 'en')).resolves.toEqual([{ id: 1, name: 'Advertising', group: 'mainstream' }]);
    expect(calls[0]?.method).toBe('dictionaryIndustry');
    const wrong = fakeCaller({ responseCode: '00', items: [{ id: 1, name: 'Casino', group: 'gambling' }] });
    await expect(fetchIndustries(wrong.api, 'en')).rejects.toMatchObject({ kind: 'malformed' });
  });

  test('the reused dictionaries keep their wire names', async () => {
    const { api, calls } = fakeCaller({ responseCode: '00', items: [{ id: 40, name: 'Revenue' }] });
    await fetchDictionary(api, 'sourcesOfFunds', { kind: 'business' }, 'en');
    await fetchDictionary(api, 'purposesOfAccount', { kind: 'business' }, 'en');
    await fetchDictionary(api, 'estimatedMonthlyDeposits', {}, 'en');
    await fetchDictionary(api, 'additionalQuestions', { kind: 'business' }, 'en');
    expect(calls.map((call) => [call.method, call.payload])).toEqual([
      ['dictionarySourcesOfFunds', { kind: 'business' }],
      ['dictionaryPurposesOfAccount', { kind: 'business' }],
      ['dictionaryEstimatedMonthlyDeposits', {}],
      ['dictionaryAdditionalQuestions', { kind: 'business' }],
    ]);
    const currencies = fakeCaller({ responseCode: '00', currencies: [{ code: 'EUR', name: 'Euro' }] });
    await expect(fetchCurrencies(currencies.api, 'en')).resolves.toEqual([{ code: 'EUR', name: 'Euro' }]);
  });
});
