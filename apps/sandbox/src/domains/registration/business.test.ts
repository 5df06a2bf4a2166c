// @vitest-environment node
// Business registration over HTTP: a complete draft opens the company (its profile, addresses, representatives and
// users as kyc's company pages read them), the applicant waits for the business activation, which sends the other
// users their links (an employee gets the access at once); every section rule refuses a bad draft with the
// spec's 'param: description' errors, and nothing is written then.
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

  type Change = (draft: ReturnType<typeof businessDraft>) => void;
  test.each<[string, Change, string, string]>([
    [
      'a share sum over 100',
      (d) => {
        d.shareholders[1] = { kind: 'company', companyId: 'c1', share: 50 };
      },
      'draft.shareholders',
      'the shares of a level must add up to 10 to 100 percent (now 110)',
    ],
    [
      'a share sum under 10',
      (d) => {
        d.shareholders = [{ kind: 'person', personId: 'p1', share: 5 }];
      },
      'draft.shareholders',
      'the shares of a level must add up to 10 to 100 percent (now 5)',
    ],
    [
      'a share of 0',
      (d) => {
        d.shareholders[0] = { kind: 'person', personId: 'p1', share: 0 };
      },
      'draft.shareholders.0.share',
      'must be above 0 and at most 100 percent',
    ],
    [
      'a share with three decimals',
      (d) => {
        d.shareholders[0] = { kind: 'person', personId: 'p1', share: 59.995 };
      },
      'draft.shareholders.0.share',
      'must have at most two decimals',
    ],
    [
      'a nested level over 100',
      (d) => {
        d.companies[0]?.shareholders.push({ kind: 'person', personId: 'p2', share: 1 });
      },
      'draft.companies.0.shareholders',
      'the shares of a level must add up to 10 to 100 percent (now 101)',
    ],
    [
      'a company shareholder without director',
      (d) => {
        if (d.companies[0]) d.companies[0].directors = [];
      },
      'draft.companies.0.directors',
      'a company shareholder needs at least one director',
    ],
    [
      'a company owning itself',
      (d) => {
        d.companies[0]?.shareholders.push({ kind: 'company', companyId: 'c1', share: 0.5 });
      },
      'draft.companies.0',
      'cannot own itself',
    ],
    [
      'no director',
      (d) => {
        d.directors = [];
      },
      'draft.directors',
      'needs at least one director',
    ],
    [
      'an unknown director',
      (d) => {
        d.directors.push('p9');
      },
      'draft.directors.2',
      'is unknown',
    ],
    [
      'a missing detail above 25 percent',
      (d) => {
        if (d.persons[0]) d.persons[0].sourceDetails = {};
      },
      'draft.persons.0.sourceDetails.1',
      'is required for a share above 25 percent',
    ],
    [
      'a taken user e-mail',
      (d) => {
        if (d.persons[1]) d.persons[1].email = 'anna.personal@demo.paydeck.test';
      },
      'draft.persons.1.email',
      'is taken',
    ],
    [
      'two users with one e-mail',
      (d) => {
        if (d.persons[1]) d.persons[1].email = d.persons[0]?.email ?? '';
      },
      'draft.persons.1.email',
      'is used by another user',
    ],
    [
      'a user without rights',
      (d) => {
        if (d.persons[1]) d.persons[1].accessRights = 0;
      },
      'draft.persons.1.accessRights',
      'must be 1 to 4 for a user',
    ],
    [
      'no user of full access',
      (d) => {
        if (d.persons[0]) d.persons[0].accessRights = 3;
      },
      'draft.persons',
      'at least one user needs full access (2)',
    ],
    [
      'a person without a name',
      (d) => {
        if (d.persons[2]) d.persons[2].lastName = '';
      },
      'draft.persons.2.lastName',
      'is required',
    ],
    [
      'a birthday in the future',
      (d) => {
        if (d.persons[2]) d.persons[2].birthday = '2999-01-01';
      },
      'draft.persons.2.birthday',
      'must be a date in the past',
    ],
    [
      'an unknown business type',
      (d) => {
        d.generalForm.registrationType = 'webmasters';
      },
      'draft.generalForm.registrationType',
      'must be one of the business types',
    ],
    [
      'an invalid company e-mail',
      (d) => {
        d.generalForm.email = 'a@b';
      },
      'draft.generalForm.email',
      'must be an e-mail address',
    ],
    [
      'a missing registered address',
      (d) => {
        d.legalForm.legalAddress = { ...d.legalForm.legalAddress, city: '' };
      },
      'draft.legalForm.legalAddress.city',
      'is required',
    ],
    [
      'another place of business left empty',
      (d) => {
        d.legalForm.sameBusinessAddress = false;
      },
      'draft.legalForm.businessAddress.address1',
      'is required',
    ],
    [
      'a personal source of funds for the company',
      (d) => {
        d.financialInfoForm.sourceOfFundsId = 1;
      },
      'draft.financialInfoForm.sourceOfFundsId',
      'is not a business source of funds',
    ],
    [
      'a regulated company without regulator',
      (d) => {
        d.dueDilligenceForm.isRegulated = true;
        d.dueDilligenceForm.licenceNumber = 'L-1';
      },
      'draft.dueDilligenceForm.regulatorName',
      'is required for a regulated company',
    ],
    [
      'an unanswered question',
      (d) => {
        d.dueDilligenceForm.hasPoliticallyExposedPersons = null;
      },
      'draft.dueDilligenceForm.hasPoliticallyExposedPersons',
      'is required',
    ],
    [
      'an unknown additional question',
      (d) => {
        d.additionalQuestionAnswers = [{ questionId: 11, answer: 'x' }];
      },
      'draft.additionalQuestionAnswers.0.questionId',
      'is unknown',
    ],
  ])('%s is refused', async (name, change, param, description) => {
    const draft = businessDraft(name.replace(/\W+/g, '-'));
    change(draft);
    const answer = await create(businessPayload(draft));
    expect(answer.body).toMatchObject({ responseCode: 'VF' });
    expect(answer.body.validationErrors).toContainEqual({ param, description });
    expect((await t.call('emailCheck', { email: applicantOf(draft) })).body.exists).toBe(false);
  });

  test.each([
    [
      'an applicant who is not a main user',
      { email: 'bo.x@acme.test' },
      'email',
      'must be the e-mail of a user with full access (2)',
    ],
    ['an unknown resolution', { resolutionId: '0b6f3c1e-5d2a-4f6b-9a43-2f1d8c7e6a50' }, 'resolutionId', 'is unknown'],
    ['a weak password', { password: 'short1' }, 'password', 'must have at least 8 characters'],
    [
      'a draft of another version',
      { draft: { ...businessDraft('x'), version: '3.53' } },
      'draft.version',
      expect.any(String),
    ],
  ])('%s is refused', async (_case, extra, param, description) => {
    const answer = await create(businessPayload(businessDraft('x'), extra));
    expect(answer.body.validationErrors).toContainEqual({ param, description });
  });

  test('the draft survives the api client’s body rules (numbers where it holds text)', async () => {
    const draft = businessDraft('wire');
    const sent = JSON.parse(
      JSON.stringify(businessPayload(draft)).replace('"987654321"', '987654321').replace('"12"', '12'),
    );
    expect((await create(sent)).body.responseCode).toBe('00');
  });
});
