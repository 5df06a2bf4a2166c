// @vitest-environment node
// Business registration over HTTP: a complete draft opens the company (its profile, addresses, representatives and
// users as kyc's company pages read them), the applicant waits for the business activation, which sends the other
// users their links (an employee gets the access at once); the applicant's own refusals; the draft as the body
// rules leave it. Each section rule: business-rules.test.ts.
import { prepareBody } from '@paydeck/api-client';
import type { Draft } from '@paydeck/registration/api';
import { testDbKinds } from '../../test/databases.ts';
import { createTestSandbox, newKey, pkcePair, type TestSandbox } from '../../test/harness.ts';
import { NOT_ACTIVATED } from './activation.ts';
import {
  APPLICANT_PASSWORD,
  applicantOf,
  businessDraft,
  businessPayload,
  freshLimits,
  lastMessage,
} from './test-support.ts';

describe.each(testDbKinds)('business registration on %s', (kind) => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await createTestSandbox(kind);
  });
  afterAll(() => t.close());
  beforeEach(() => freshLimits(t));

  const signIn = (username: string, password: string) =>
    t.auth('POST', '/login', { client: 'spa', username, password, codeChallenge: pkcePair().challenge });
  const create = (payload: Record<string, unknown>) => t.call('businessAccountCreate', payload, { key: newKey() });

  test('a complete draft opens the company; activation lets the applicant in and invites the users', async () => {
    const draft = businessDraft('one');
    // Erin, an employee of Northwind, is added as a user of the new company too (status 3 may be saved).
    draft.persons.push({
      ...draft.persons[1],
      id: 'p4',
      firstName: 'Erin',
      email: 'erin.employee@demo.paydeck.test',
      accessRights: 1,
    } as never);
    expect((await create(businessPayload(draft))).body).toEqual({ responseCode: '00', email: 'ada.one@acme.test' });
    expect(await signIn('ada.one@acme.test', APPLICANT_PASSWORD)).toMatchObject({
      status: 403,
      body: { message: NOT_ACTIVATED },
    });
    expect(await lastMessage(t, 'bo.one@acme.test')).toBeUndefined();

    const mail = await lastMessage(t, 'ada.one@acme.test');
    expect(mail?.link).toBe(
      `/activate?action=activationBusiness&username=ada.one%40acme.test&activationCode=${mail?.code}`,
    );
    expect(
      (await t.call('businessActivate', { email: 'ada.one@acme.test', activationCode: mail?.code })).body.responseCode,
    ).toBe('00');

    const invitation = await lastMessage(t, 'bo.one@acme.test');
    expect(invitation?.link).toContain('/activate?action=activationEmployee&username=bo.one%40acme.test');
    expect((await lastMessage(t, 'erin.employee@demo.paydeck.test'))?.subject).toBe(
      'You now have access to Acme one Ltd',
    );

    const login = await signIn('ada.one@acme.test', APPLICANT_PASSWORD);
    expect(login.status).toBe(200);
    const token = login.body.accessToken as string;
    const { company } = (await t.call('businessInfoGet', {}, { token })).body;
    expect(company).toMatchObject({
      name: 'Acme one Ltd',
      registrationCountryCode: 'GB',
      tradingName: 'Acme',
      registrationNumber: '01234567',
      businessTaxId: '987654321',
      financialDetail: { annualTurnover: '250000.00', currencyCode: 'EUR', sourceOfFundsId: 40 },
      dueDiligenceQuestionnaire: { isRegulated: false, countriesOfOperation: ['GB', 'LT'], numberOfEmployees: 12 },
    });
    expect(company.addresses.map((a: { addressType: number }) => a.addressType).sort()).toEqual([2, 5]);
    const shareholders = (await t.call('businessShareholderList', {}, { token })).body.representatives;
    expect(shareholders.map((r: { typeId: number; sharePercent: string }) => [r.typeId, r.sharePercent])).toEqual([
      [6, '60.00'],
      [9, '40.00'],
    ]);
    const users = (await t.call('businessUserList', {}, { token })).body.users;
    expect(
      users.map((u: { email: string; accessRights: number; status: string }) => [u.email, u.accessRights, u.status]),
    ).toEqual([
      ['ada.one@acme.test', 2, 'active'],
      ['bo.one@acme.test', 3, 'pending'],
      ['erin.employee@demo.paydeck.test', 1, 'active'],
    ]);
    const bo = await t.call('activateAccount', { username: 'bo.one@acme.test', activationCode: invitation?.code });
    expect(bo.body.responseCode).toBe('00');
  });

  test('a second activation sends nothing again, and an e-mail of the new company is taken now', async () => {
    const draft = businessDraft('two');
    await create(businessPayload(draft));
    const mail = await lastMessage(t, applicantOf(draft));
    await t.call('businessActivate', { email: applicantOf(draft), activationCode: mail?.code });
    expect(
      (await t.call('businessActivate', { email: applicantOf(draft), activationCode: mail?.code })).body.responseCode,
    ).toBe('VF');
    const again = await create(businessPayload(businessDraft('two')));
    expect(again.body.validationErrors).toEqual(
      expect.arrayContaining([
        { param: 'draft.persons.0.email', description: 'is taken' },
        { param: 'email', description: 'is taken' },
      ]),
    );
  });

  test('the draft survives the api client’s body rules (numbers where it holds text)', async () => {
    const draft = businessDraft('wire');
    const sent = JSON.parse(
      JSON.stringify(businessPayload(draft)).replace('"987654321"', '987654321').replace('"12"', '12'),
    );
    expect((await create(sent)).body.responseCode).toBe('00');
  });

  test('the draft as prepareBody sends it: decimals become numbers, tax ids and the turnover stay text', async () => {
    const draft = businessDraft('decimals');
    draft.financialInfoForm.annualTurnover = '250000.5';
    draft.legalForm.businessTaxId = '0987654321';
    const [applicant] = draft.persons;
    if (applicant) applicant.sourceDetails = { '1': '12.5' };
    const sent = prepareBody(businessPayload(draft)) as { draft: Draft };
    expect(sent.draft.financialInfoForm.annualTurnover).toBe('250000.5');
    expect(sent.draft.legalForm.businessTaxId).toBe('0987654321');
    expect(sent.draft.persons[0]?.sourceDetails['1']).toBe(12.5);
    expect((await create(sent as unknown as Record<string, unknown>)).body.responseCode).toBe('00');
  });
});
