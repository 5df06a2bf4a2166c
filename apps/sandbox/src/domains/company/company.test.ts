// @vitest-environment node
// Northwind's company pages over HTTP: the seeded company info and its action counter (spec 5, the browser's
// companyActionCount over the answer), uploads by right, the changes a full-access user makes, and who may
// not: a read-only user changes nothing, an initiating user uploads but does not edit.
import { companyActionCount } from '@paydeck/kyc/api';
import { type TestSandbox, createTestSandbox } from '../../test/harness.ts';
import { testDbKinds } from '../../test/databases.ts';
import { files, upload } from '../kyc/test-support.ts';

describe.each(testDbKinds)('Northwind’s company info on %s', (kind) => {
  let t: TestSandbox;
  let boris: string;
  let erin: string;
  beforeAll(async () => {
    t = await createTestSandbox(kind);
    boris = (await t.signIn('boris.business')).accessToken;
    erin = (await t.signIn('erin.employee')).accessToken;
  });
  afterAll(() => t.close());

  const info = async (token = boris) => (await t.call('businessInfoGet', {}, { token })).body.company;
  const representatives = async () => {
    const lists = ['businessDirectorList', 'businessShareholderList', 'businessUltimateOwnerList', 'businessUserList'];
    const [d, s, u] = await Promise.all(lists.slice(0, 3).map((m) => t.call(m, {}, { token: boris })));
    const users = await t.call('businessUserList', {}, { token: boris });
    const people = [
      ...(d?.body.representatives ?? []),
      ...(s?.body.representatives ?? []),
      ...(u?.body.representatives ?? []),
    ];
    const authorised = await Promise.all(
      users.body.users
        .filter((user: { typeId: number }) => user.typeId === 5)
        .map(
          async (user: { id: number }) =>
            (await t.call('businessRepresentativeInfoGet', { id: user.id }, { token: boris })).body.representative,
        ),
    );
    return [...people, ...authorised];
  };
  const count = async () => {
    const company = await info();
    return companyActionCount({
      isActionRequired: company.isActionRequired,
      company,
      representatives: await representatives(),
    });
  };

  test('seeded: the fields, documents in several states, addresses with their proofs', async () => {
    const company = await info();
    expect(company).toMatchObject({
      name: 'Northwind Media Ltd',
      registrationCountryCode: 'GB',
      tradingName: 'Northwind Media',
      businessTaxId: 'GB123456789',
      website: null,
      phone: { countryCode: '44', number: '2079460123' },
      corporateDocumentsStatus: 2,
      additionalDocumentsStatus: 3,
      sourceOfWealthRequirements: [{ documentTypeId: 95, status: 1 }],
      isActionRequired: false,
      financialInstitution: null,
    });
    expect(
      company.addresses.map((a: { addressType: number; addressStatus: number }) => [a.addressType, a.addressStatus]),
    ).toEqual([
      [2, 1],
      [5, 2],
    ]);
    expect(company.additionalDocuments[0]).toMatchObject({
      documentTypeId: 91,
      statusId: 26,
      rejectReason: 'The statements are not signed',
    });
  });

  test('representatives: statuses by type and the action rule', async () => {
    const directors = (await t.call('businessDirectorList', {}, { token: boris })).body.representatives;
    expect(
      directors.map((r: Record<string, unknown>) => [
        r.firstName,
        r.identityDocumentStatus,
        r.addressDocumentStatus,
        r.controlDocumentStatus,
        r.isActionRequired,
      ]),
    ).toEqual([
      ['Boris', 2, 2, null, false],
      ['Greta', 2, 3, null, true],
    ]);
    const shareholders = (await t.call('businessShareholderList', {}, { token: boris })).body.representatives;
    expect(shareholders.find((r: { firstName: string }) => r.firstName === 'Greta')).toMatchObject({
      addressDocumentStatus: 0,
      isActionRequired: true,
    });
    const owners = (await t.call('businessUltimateOwnerList', {}, { token: boris })).body.representatives;
    expect(owners[0]).toMatchObject({
      typeId: 8,
      controlDocumentStatus: 2,
      sharePercent: '60.00',
      isActionRequired: false,
    });
  });

  test('the counter: additional documents, Greta twice, Tom’s identity, the website = 5', async () => {
    expect(await count()).toBe(5);
  });

  test('filling the website and uploading the additional document brings it to 3', async () => {
    expect(
      (await t.call('businessInfoUpdate', { website: 'https://northwind-media.example' }, { token: boris })).body
        .company.website,
    ).toBe('https://northwind-media.example');
    const sent = await upload(t, 'businessDocumentUpload', boris, { documentTypeId: 91 }, { file: files.pdf() });
    expect(sent.body.company.additionalDocumentsStatus).toBe(1);
    expect(await count()).toBe(3);
  });

  test.each([
    ['a type of another category', { documentTypeId: 1 }, 'documentTypeId'],
    ['a place-of-business proof without address', { documentTypeId: 70, issuedDate: '2020-01-01' }, 'issuedDate'],
  ])('upload refused: %s', async (_case, data, param) => {
    const sent = await upload(t, 'businessDocumentUpload', boris, data, { file: files.pdf() });
    expect(sent.body.responseCode).toBe('VF');
    expect(sent.body.validationErrors[0].param).toBe(param);
  });

  test('a proof of the place of business moves that address to pending', async () => {
    const place = (await info()).addresses.find((a: { addressType: number }) => a.addressType === 5);
    const today = t.clock.now().toISOString().slice(0, 10);
    const wrong = await upload(
      t,
      'businessDocumentUpload',
      boris,
      { documentTypeId: 75, addressId: place.addressId },
      { file: files.pdf() },
    );
    expect(wrong.body.validationErrors[0].param).toBe('documentTypeId');
    const sent = await upload(
      t,
      'businessDocumentUpload',
      boris,
      { documentTypeId: 71, addressId: place.addressId, issuedDate: today },
      { file: files.pdf() },
    );
    expect(sent.body.company.addresses[1].uploadedDocuments).toHaveLength(2);
  });

  test('financial detail, due diligence and additional questions (full access)', async () => {
    const detail = {
      annualTurnover: '100.5',
      currencyCode: 'eur',
      sourceOfFundsId: 41,
      purposeOfAccountId: 20,
      estimatedMonthlyDepositId: 2,
    };
    expect(
      (await t.call('businessFinancialDetailUpdate', detail, { token: boris })).body.company.financialDetail,
    ).toEqual({
      ...detail,
      annualTurnover: '100.50',
      currencyCode: 'EUR',
    });
    expect(
      (await t.call('businessFinancialDetailUpdate', { ...detail, sourceOfFundsId: 1 }, { token: boris })).body
        .responseCode,
    ).toBe('VF');
    const dd = {
      isRegulated: true,
      hasPoliticallyExposedPersons: false,
      operatesInSanctionedCountries: false,
      countriesOfOperation: ['gb'],
      numberOfEmployees: 3,
    };
    expect((await t.call('businessDueDiligenceUpdate', dd, { token: boris })).body.validationErrors[0].param).toBe(
      'regulatorName',
    );
    const saved = await t.call(
      'businessDueDiligenceUpdate',
      { ...dd, regulatorName: 'FCA', licenceNumber: 'FRN 123' },
      { token: boris },
    );
    expect(saved.body.company.dueDiligenceQuestionnaire).toMatchObject({
      isRegulated: true,
      countriesOfOperation: ['GB'],
    });
    const partial = await t.call(
      'businessAdditionalQuestionsUpdate',
      { answers: [{ questionId: 1, answer: 'GB' }] },
      { token: boris },
    );
    expect(partial.body.validationErrors[0]).toEqual({ param: 'answers', description: 'must answer question 2, 3' });
    const questions = (await t.call('dictionaryAdditionalQuestions', { kind: 'business' })).body.items as {
      id: number;
    }[];
    const all = await t.call(
      'businessAdditionalQuestionsUpdate',
      { answers: questions.map((q) => ({ questionId: q.id, answer: 'yes' })) },
      { token: boris },
    );
    expect(all.body.company.additionalQuestionAnswers).toHaveLength(3);
  });

  test('rights: erin (3) reads and uploads but does not edit; at right 1 she uploads nothing', async () => {
    expect((await info(erin)).name).toBe('Northwind Media Ltd');
    expect(
      (await t.call('businessInfoUpdate', { website: 'https://x.example' }, { token: erin })).body.responseCode,
    ).toBe('13');
    expect(
      (await t.call('customerTaxNumberUpdate', { taxId: 'DK12345678', positionId: 1 }, { token: erin })).body
        .responseCode,
    ).toBe('13');
    expect(
      (await upload(t, 'businessDocumentUpload', erin, { documentTypeId: 93 }, { file: files.pdf() })).body
        .responseCode,
    ).toBe('00');
    const users = (await t.call('businessUserList', {}, { token: boris })).body.users as {
      id: number;
      firstName: string;
    }[];
    const erinUser = users.find((u) => u.firstName === 'Erin');
    const lowered = await t.call(
      'businessUserAccessRightsUpdate',
      { id: erinUser?.id, accessRights: 1 },
      { token: boris },
    );
    expect(lowered.body.user).toMatchObject({ accessRights: 1, status: 'active' });
    expect(
      (await upload(t, 'businessDocumentUpload', erin, { documentTypeId: 93 }, { file: files.pdf() })).body
        .responseCode,
    ).toBe('13');
    expect((await t.call('businessFinancialDetailUpdate', {}, { token: erin })).body.responseCode).not.toBe('00');
    expect(
      (await t.call('businessUserAccessRightsUpdate', { id: erinUser?.id, accessRights: 2 }, { token: erin })).body
        .responseCode,
    ).toBe('13');
    expect(
      (await t.call('businessRepresentativeDelete', { id: erinUser?.id }, { token: erin })).body.responseCode,
    ).toBe('13');
  });

  test('a representative’s tax number (positionId), by a full-access user of the company only', async () => {
    const greta = (await t.call('businessDirectorList', {}, { token: boris })).body.representatives[1];
    expect(
      (await t.call('customerTaxNumberUpdate', { taxId: 'dk12345678', positionId: greta.id }, { token: boris })).body
        .responseCode,
    ).toBe('00');
    expect(
      (await t.call('businessRepresentativeInfoGet', { id: greta.id }, { token: boris })).body.representative.taxId,
    ).toBe('DK12345678');
    const other = await t.call('customerTaxNumberUpdate', { taxId: 'DK12345678', positionId: 99999 }, { token: boris });
    expect(other.body.responseCode).toBe('TA1');
  });
});
