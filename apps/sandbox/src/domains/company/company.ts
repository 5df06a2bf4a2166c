// The company's own calls (WIRE-business.md "Company"): its info and the changes a full-access user makes
// (info, financial detail, due diligence, additional questions), and its documents (corporate, additional,
// address proofs, source of wealth), uploaded by any user who may upload.
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import * as v from 'valibot';
import { invalid, ok, validationFailed } from '../../api/answers.ts';
import { amount, currencyCode, dateText, EMAIL_MAX, flag, id, text } from '../../api/fields.ts';
import { type MethodDefinition, type SessionContext, sessionMethod } from '../../api/registry.ts';
import { customerAddresses, customers, phones } from '../customer/tables.ts';
import { documentTypeOf } from '../kyc/document-types.ts';
import { estimatedMonthlyDeposits, knownId, purposesOfAccount, sourcesOfFunds } from '../kyc/dictionaries.ts';
import { companyRefusal } from './access.ts';
import { additionalQuestions } from './questions.ts';
import { companyProfiles } from './tables.ts';
import { companyUploadErrors, storeCompanyUpload } from './uploads.ts';
import { companyOf } from './views.ts';

const answerCompany = async (ctx: SessionContext) => ok({ company: await companyOf(ctx.db, ctx.customerId, ctx.lang) });
const optionalText = (max: number) => v.optional(v.pipe(text(), v.maxLength(max, `must be at most ${max} characters`)));
const country = () =>
  v.pipe(v.string('must be a country code'), v.regex(/^[A-Za-z]{2}$/, 'must be a country code'), v.toUpperCase());

const businessInfoGet = sessionMethod({
  name: 'businessInfoGet',
  payload: v.object({}),
  readOnly: true,
  async handle(ctx) {
    return (await companyRefusal(ctx, 'read')) ?? answerCompany(ctx);
  },
});

const email = v.pipe(
  text(undefined, { max: EMAIL_MAX }),
  v.toLowerCase(),
  v.check(
    (value) => value === '' || (value.length > 5 && value.includes('@') && value.includes('.')),
    'must be an e-mail address',
  ),
);
const website = v.pipe(
  text(undefined, { max: 200 }),
  v.check((value) => value === '' || /^(https?:\/\/)?[\w-]+(\.[\w-]+)+(\/\S*)?$/i.test(value), 'must be a web address'),
);

const businessInfoUpdate = sessionMethod({
  name: 'businessInfoUpdate',
  payload: v.object({
    tradingName: optionalText(200),
    email: v.optional(email),
    registrationNumber: optionalText(50),
    registrationDate: v.optional(dateText()),
    businessTaxId: optionalText(40),
    website: v.optional(website),
    description: optionalText(2000),
    phoneCountryCode: v.optional(v.pipe(text(), v.regex(/^\d{1,4}$/, 'must be 1 to 4 digits'))),
    phone: v.optional(v.pipe(text(), v.regex(/^\d{4,15}$/, 'must be 4 to 15 digits'))),
  }),
  async handle(ctx, input) {
    const refused = await companyRefusal(ctx, 'full');
    if (refused) return refused;
    const now = ctx.sandbox.now();
    if (input.registrationDate && Date.parse(`${input.registrationDate}T00:00:00Z`) > now.getTime()) {
      return invalid('registrationDate', 'must not be in the future');
    }
    if ((input.phone === undefined) !== (input.phoneCountryCode === undefined)) {
      return invalid(
        input.phone === undefined ? 'phone' : 'phoneCountryCode',
        'is required with the other phone field',
      );
    }
    const empty = (value: string | undefined) => (value === undefined ? undefined : value === '' ? null : value);
    const changes = {
      tradingName: empty(input.tradingName),
      email: empty(input.email),
      registrationNumber: empty(input.registrationNumber),
      registrationDate: input.registrationDate,
      website: empty(input.website),
      description: empty(input.description),
    };
    const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    if (Object.keys(set).length > 0) {
      await ctx.db.update(companyProfiles).set(set).where(eq(companyProfiles.customerId, ctx.customerId));
    }
    if (input.businessTaxId !== undefined) {
      await ctx.db
        .update(customers)
        .set({ taxId: input.businessTaxId === '' ? null : input.businessTaxId.toUpperCase() })
        .where(eq(customers.id, ctx.customerId));
    }
    if (input.phone !== undefined && input.phoneCountryCode !== undefined) {
      const [phone] = await ctx.db
        .select()
        .from(phones)
        .where(eq(phones.customerId, ctx.customerId))
        .orderBy(asc(phones.id));
      const value = { countryCode: input.phoneCountryCode, number: input.phone, confirmed: false };
      if (phone) await ctx.db.update(phones).set(value).where(eq(phones.id, phone.id));
      else await ctx.db.insert(phones).values({ customerId: ctx.customerId, ...value });
    }
    return answerCompany(ctx);
  },
});

/** The company address a proof of category 7 (place of business, type 5) or 8 (registered, type 2) is for. */
async function addressFor(ctx: SessionContext, addressId: number | undefined, categoryId: number) {
  if (addressId === undefined) return invalid('addressId', 'is required for a proof of address');
  const [address] = await ctx.db
    .select({ id: customerAddresses.id, addressType: customerAddresses.addressType })
    .from(customerAddresses)
    .where(
      and(
        eq(customerAddresses.id, addressId),
        eq(customerAddresses.customerId, ctx.customerId),
        ne(customerAddresses.status, 'replaced'),
        inArray(customerAddresses.addressType, [2, 5]),
      ),
    );
  if (!address) return invalid('addressId', "is not one of the company's addresses");
  const wanted = categoryId === 7 ? 5 : 2;
  if (address.addressType !== wanted) {
    return invalid(
      'documentTypeId',
      wanted === 5 ? 'is not a proof of the place of business' : 'is not a proof of the registered address',
    );
  }
  return undefined;
}

const targetOfCategory: Record<number, string> = {
  4: 'corporate',
  10: 'additional',
  7: 'companyAddress',
  8: 'companyAddress',
};

const businessDocumentUpload = sessionMethod({
  name: 'businessDocumentUpload',
  files: ['file'],
  payload: v.object({
    documentTypeId: id(),
    addressId: v.optional(id()),
    issuedDate: v.optional(dateText()),
    expiresDate: v.optional(dateText()),
  }),
  async handle(ctx, input) {
    const refused = await companyRefusal(ctx, 'upload');
    if (refused) return refused;
    const categoryId = documentTypeOf(input.documentTypeId)?.categoryId ?? 0;
    const upload = {
      ...input,
      categoryIds: [4, 10, 7, 8],
      target: targetOfCategory[categoryId] ?? 'corporate',
      purpose: 'company' as const,
      frontPart: 'file' as const,
    };
    const errors = companyUploadErrors(ctx, upload);
    if (errors.length > 0) return validationFailed(errors);
    if (categoryId === 7 || categoryId === 8) {
      const wrong = await addressFor(ctx, input.addressId, categoryId);
      if (wrong) return wrong;
    }
    await storeCompanyUpload(ctx, {
      ...upload,
      addressId: categoryId === 7 || categoryId === 8 ? input.addressId : undefined,
    });
    return answerCompany(ctx);
  },
});

const businessSourceOfWealthUpload = sessionMethod({
  name: 'businessSourceOfWealthUpload',
  files: ['file'],
  payload: v.object({ documentTypeId: id(), issuedDate: v.optional(dateText()) }),
  async handle(ctx, input) {
    const refused = await companyRefusal(ctx, 'upload');
    if (refused) return refused;
    const upload = {
      ...input,
      categoryIds: [11],
      target: 'sourceOfWealth',
      purpose: 'company' as const,
      frontPart: 'file' as const,
    };
    const errors = companyUploadErrors(ctx, upload);
    if (errors.length > 0) return validationFailed(errors);
    await storeCompanyUpload(ctx, upload);
    return answerCompany(ctx);
  },
});

const businessFinancialDetailUpdate = sessionMethod({
  name: 'businessFinancialDetailUpdate',
  payload: v.object({
    annualTurnover: amount(),
    currencyCode: currencyCode(),
    sourceOfFundsId: id(),
    purposeOfAccountId: id(),
    estimatedMonthlyDepositId: id(),
  }),
  async handle(ctx, input) {
    const refused = await companyRefusal(ctx, 'full');
    if (refused) return refused;
    if (!knownId(sourcesOfFunds.business, input.sourceOfFundsId))
      return invalid('sourceOfFundsId', 'is not a business source of funds');
    if (!knownId(purposesOfAccount.business, input.purposeOfAccountId)) {
      return invalid('purposeOfAccountId', 'is not a business purpose of account');
    }
    if (!knownId(estimatedMonthlyDeposits, input.estimatedMonthlyDepositId)) {
      return invalid('estimatedMonthlyDepositId', 'is not an estimated monthly deposit');
    }
    await ctx.db
      .update(companyProfiles)
      .set({ financialDetail: input })
      .where(eq(companyProfiles.customerId, ctx.customerId));
    return answerCompany(ctx);
  },
});

const businessDueDiligenceUpdate = sessionMethod({
  name: 'businessDueDiligenceUpdate',
  payload: v.object({
    isRegulated: flag(),
    regulatorName: optionalText(200),
    licenceNumber: optionalText(100),
    hasPoliticallyExposedPersons: flag(),
    operatesInSanctionedCountries: flag(),
    countriesOfOperation: v.pipe(
      v.array(country(), 'must be a list of country codes'),
      v.nonEmpty('must not be empty'),
    ),
    numberOfEmployees: v.pipe(
      v.number('must be a number'),
      v.integer('must be a whole number'),
      v.minValue(0, 'must not be negative'),
    ),
  }),
  async handle(ctx, input) {
    const refused = await companyRefusal(ctx, 'full');
    if (refused) return refused;
    if (input.isRegulated && !input.regulatorName)
      return invalid('regulatorName', 'is required for a regulated company');
    if (input.isRegulated && !input.licenceNumber)
      return invalid('licenceNumber', 'is required for a regulated company');
    const dueDiligence = {
      ...input,
      regulatorName: input.isRegulated ? (input.regulatorName ?? null) : null,
      licenceNumber: input.isRegulated ? (input.licenceNumber ?? null) : null,
      countriesOfOperation: [...new Set(input.countriesOfOperation)],
    };
    await ctx.db.update(companyProfiles).set({ dueDiligence }).where(eq(companyProfiles.customerId, ctx.customerId));
    return answerCompany(ctx);
  },
});

const businessAdditionalQuestionsUpdate = sessionMethod({
  name: 'businessAdditionalQuestionsUpdate',
  payload: v.object({
    answers: v.array(
      v.object({ questionId: id(), answer: v.pipe(text(), v.maxLength(1000, 'must be at most 1000 characters')) }),
      'must be a list',
    ),
  }),
  async handle(ctx, { answers }) {
    const refused = await companyRefusal(ctx, 'full');
    if (refused) return refused;
    const questions = additionalQuestions.business;
    const unknown = answers.findIndex((a) => !questions.some((q) => q.id === a.questionId));
    if (unknown >= 0) return invalid(`answers.${unknown}.questionId`, 'is not a business question');
    const missing = questions.filter((q) => !answers.some((a) => a.questionId === q.id && a.answer !== ''));
    if (missing.length > 0) return invalid('answers', `must answer question ${missing.map((q) => q.id).join(', ')}`);
    const stored = questions.map((q) => ({
      questionId: q.id,
      answer: answers.find((a) => a.questionId === q.id)?.answer ?? '',
    }));
    await ctx.db
      .update(companyProfiles)
      .set({ additionalQuestionAnswers: stored })
      .where(eq(companyProfiles.customerId, ctx.customerId));
    return answerCompany(ctx);
  },
});

export const companyMethods: MethodDefinition[] = [
  businessInfoGet,
  businessInfoUpdate,
  businessDocumentUpload,
  businessSourceOfWealthUpload,
  businessFinancialDetailUpdate,
  businessDueDiligenceUpdate,
  businessAdditionalQuestionsUpdate,
];
