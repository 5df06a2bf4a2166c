// The company acted for (WIRE-business.md "Shared shapes", "Company"): business company info, its documents, the
// financial detail, the due-diligence questionnaire and the additional questions. Every call carries the company
// acted for (auth's api adds fromCustomerId). Fetchers take the api client and parse every answer.
import * as v from 'valibot';
import type { Caller } from './profile';
import { AddressSchema, DateText, DictionarySchema, Id, UploadedDocumentSchema } from './schemas';

const OptionalText = v.nullish(v.string(), null);
const OptionalFlag = v.nullish(v.boolean(), null);
const Documents = v.array(UploadedDocumentSchema);
const read = { idempotent: true } as const;

/**
 * RequirementStatus: null not asked; 0 asked, nothing given; 1 given, waiting for review; 2 confirmed; 3 rejected;
 * 4 expired (spec 5's "not 1 or 2": missing, rejected or expired).
 */
export const RequirementStatusSchema = v.nullish(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(4)), null);

export const CompanyPhoneSchema = v.object({ countryCode: v.string(), number: v.string(), phoneNumber: v.string() });

export const FinancialDetailSchema = v.object({
  annualTurnover: v.string(),
  currencyCode: v.string(),
  sourceOfFundsId: Id,
  purposeOfAccountId: Id,
  estimatedMonthlyDepositId: Id,
});
export type FinancialDetail = v.InferOutput<typeof FinancialDetailSchema>;

export const DueDiligenceQuestionnaireSchema = v.object({
  isRegulated: v.boolean(),
  regulatorName: OptionalText,
  licenceNumber: OptionalText,
  hasPoliticallyExposedPersons: v.boolean(),
  operatesInSanctionedCountries: v.boolean(),
  countriesOfOperation: v.array(v.string()),
  numberOfEmployees: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type DueDiligenceQuestionnaire = v.InferOutput<typeof DueDiligenceQuestionnaireSchema>;

export const AdditionalQuestionAnswerSchema = v.object({ questionId: Id, answer: OptionalText });
export type AdditionalQuestionAnswer = v.InferOutput<typeof AdditionalQuestionAnswerSchema>;

export const SourceOfWealthRequirementSchema = v.object({
  documentTypeId: Id,
  name: v.string(),
  status: RequirementStatusSchema,
});
export type SourceOfWealthRequirement = v.InferOutput<typeof SourceOfWealthRequirementSchema>;

export const BusinessCompanyInfoSchema = v.object({
  customerId: Id,
  name: OptionalText,
  registrationCountryCode: OptionalText,
  tradingName: OptionalText,
  email: OptionalText,
  registrationNumber: OptionalText,
  registrationDate: v.nullish(DateText, null),
  businessTaxId: OptionalText,
  website: OptionalText,
  description: OptionalText,
  verified: v.boolean(),
  limited: v.boolean(),
  phone: v.nullish(CompanyPhoneSchema, null),
  addresses: v.array(AddressSchema),
  corporateDocuments: Documents,
  corporateDocumentsStatus: RequirementStatusSchema,
  additionalDocuments: Documents,
  additionalDocumentsStatus: RequirementStatusSchema,
  financialDetail: v.nullish(FinancialDetailSchema, null),
  dueDiligenceQuestionnaire: v.nullish(DueDiligenceQuestionnaireSchema, null),
  sourceOfWealthDocuments: Documents,
  sourceOfWealthRequirements: v.array(SourceOfWealthRequirementSchema),
  additionalQuestionAnswers: v.array(AdditionalQuestionAnswerSchema),
  financialInstitution: OptionalFlag,
  isConverted: v.boolean(),
  isActionRequired: v.boolean(),
});
export type BusinessCompanyInfo = v.InferOutput<typeof BusinessCompanyInfoSchema>;

const CompanyAnswer = v.object({ company: BusinessCompanyInfoSchema });

/** `fromCustomerId` names another company than the one acted for (the admin's overview). */
export const fetchBusinessInfo = async (api: Caller, signal?: AbortSignal, fromCustomerId?: number) =>
  (
    await api.call(
      'businessInfoGet',
      {},
      { schema: CompanyAnswer, signal, ...read, ...(fromCustomerId ? { fromCustomerId } : {}) },
    )
  ).company;

/** What the company may change of itself (the name and the registration country are the bank's). */
export interface CompanyInfoChange {
  tradingName: string;
  email: string;
  registrationNumber: string;
  registrationDate: string;
  businessTaxId: string;
  website: string;
  description?: string | undefined;
  phoneCountryCode?: string | undefined;
  phone?: string | undefined;
}

export const updateBusinessInfo = async (api: Caller, change: CompanyInfoChange) => {
  const { phoneCountryCode, ...rest } = change;
  const payload = { ...rest, phoneCountryCode: phoneCountryCode?.replace(/^\+/, '') };
  return (await api.call('businessInfoUpdate', payload, { schema: CompanyAnswer })).company;
};

export interface CompanyDocumentUpload {
  documentTypeId: number;
  /** The company address the document proves (categories 7 and 8). */
  addressId?: number | undefined;
  issuedDate?: string | undefined;
  file: Blob;
}

/** A corporate (4), additional (10) or company address (7, 8) document: its type's category says where. */
export const uploadCompanyDocument = async (api: Caller, { file, ...data }: CompanyDocumentUpload) =>
  (await api.call('businessDocumentUpload', data, { schema: CompanyAnswer, files: { file } })).company;

export const uploadSourceOfWealth = async (
  api: Caller,
  { file, ...data }: { documentTypeId: number; issuedDate?: string | undefined; file: Blob },
) => (await api.call('businessSourceOfWealthUpload', data, { schema: CompanyAnswer, files: { file } })).company;

export const updateFinancialDetail = async (api: Caller, detail: FinancialDetail) =>
  (await api.call('businessFinancialDetailUpdate', detail, { schema: CompanyAnswer })).company;

export const updateDueDiligence = async (api: Caller, questionnaire: DueDiligenceQuestionnaire) =>
  (await api.call('businessDueDiligenceUpdate', questionnaire, { schema: CompanyAnswer })).company;

export const updateAdditionalQuestions = async (api: Caller, answers: { questionId: number; answer: string }[]) =>
  (await api.call('businessAdditionalQuestionsUpdate', { answers }, { schema: CompanyAnswer })).company;

export const fetchAdditionalQuestions = async (api: Caller, lang: string, signal?: AbortSignal) =>
  (
    await api.call(
      'dictionaryAdditionalQuestions',
      { kind: 'business' },
      {
        schema: DictionarySchema,
        lang,
        signal,
        ...read,
      },
    )
  ).items;
