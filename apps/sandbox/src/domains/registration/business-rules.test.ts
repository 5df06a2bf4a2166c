// @vitest-environment node
// Every section rule of a business draft over HTTP (identity spec 4.4, 5; WIRE.md "Checks"): one broken rule at a
// time on an otherwise complete draft is refused with its 'param: description', and nothing is opened then.
import { and, eq, inArray } from 'drizzle-orm';
import { testDbKinds } from '../../test/databases.ts';
import { createTestSandbox, newKey, type TestSandbox } from '../../test/harness.ts';
import { customers, representatives } from '../customer/tables.ts';
import { applicantOf, businessDraft, businessPayload, freshLimits } from './test-support.ts';

describe.each(testDbKinds)('the section rules of a business application on %s', (kind) => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await createTestSandbox(kind);
  });
  afterAll(() => t.close());
  beforeEach(() => freshLimits(t));

  const create = (payload: Record<string, unknown>) => t.call('businessAccountCreate', payload, { key: newKey() });

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
      'a share a billionth beyond two decimals',
      (d) => {
        d.shareholders[0] = { kind: 'person', personId: 'p1', share: 60.000000001 };
      },
      'draft.shareholders.0.share',
      'must have at most two decimals',
    ],
    [
      'a level 0.01 over 100',
      (d) => {
        d.shareholders = [
          { kind: 'person', personId: 'p1', share: 66.68 },
          { kind: 'company', companyId: 'c1', share: 33.33 },
        ];
      },
      'draft.shareholders',
      'the shares of a level must add up to 10 to 100 percent (now 100.01)',
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
      'is required',
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
    [66.67, 33.33, ['66.67', '33.33']],
    [99.71, 0.29, ['99.71', '0.29']],
    [83.9, 16.1, ['83.90', '16.10']],
    [95.65, 4.35, ['95.65', '4.35']],
  ])('shares of %s and %s are accepted and kept exactly', async (person, company, kept) => {
    const draft = businessDraft(`kept-${person}`);
    draft.shareholders = [
      { kind: 'person', personId: 'p1', share: person },
      { kind: 'company', companyId: 'c1', share: company },
    ];
    expect((await create(businessPayload(draft))).body.responseCode).toBe('00');
    const [opened] = await t.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.businessName, draft.generalForm.name));
    const rows = await t.db
      .select({ sharePercent: representatives.sharePercent })
      .from(representatives)
      .where(and(eq(representatives.companyCustomerId, opened?.id as number), inArray(representatives.typeId, [6, 9])))
      .orderBy(representatives.id);
    expect(rows.map((row) => row.sharePercent)).toEqual(kept);
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
});
