// Profile, KYC status inputs, the KYC request and its questionnaire, documents, limit reasons and the client IP
// (WIRE.md "Account status inputs", "Profile and KYC"). Fetchers take the api client and parse every answer.
import type { ApiClient } from '@paydeck/api-client';
import * as v from 'valibot';
import {
  DateText,
  DictionarySchema,
  DocumentCategoriesSchema,
  DueDiligenceInfoSchema,
  Id,
  IdentityDocumentSchema,
  KycCustomerInfoSchema,
  LimitReasonSchema,
  UploadedDocumentSchema,
} from './schemas';

/** What the fetchers need of the api client: method calls (auth's `api`, or a test double). */
export type Caller = Pick<ApiClient, 'call'>;

const read = { idempotent: true } as const;

export const fetchKycCustomerInfo = async (api: Caller, signal?: AbortSignal) =>
  (await api.call('kycCustomerInfoGet', {}, { schema: v.object({ kyc: KycCustomerInfoSchema }), signal, ...read })).kyc;

export const ProfileSchema = v.object({
  firstName: v.string(),
  lastName: v.string(),
  birthDay: v.nullish(DateText, null),
  login: v.string(),
  residenceCountryCode: v.nullish(v.string(), null),
  citizenshipCountryCode: v.nullish(v.string(), null),
  taxId: v.nullish(v.string(), null),
  occupationId: v.nullish(Id, null),
});
export type Profile = v.InferOutput<typeof ProfileSchema>;

export const fetchProfile = async (api: Caller, signal?: AbortSignal) =>
  (await api.call('profileInquiry', {}, { schema: v.object({ profile: ProfileSchema }), signal, ...read })).profile;

export const EmailEntrySchema = v.object({ emailAddress: v.string(), status: v.string() });
export const fetchEmails = async (api: Caller, signal?: AbortSignal) =>
  (await api.call('emailInquiry', {}, { schema: v.object({ emails: v.array(EmailEntrySchema) }), signal, ...read }))
    .emails;

export const fetchIdentityDocuments = async (api: Caller, signal?: AbortSignal) =>
  (
    await api.call(
      'identityInquiry',
      {},
      {
        schema: v.object({ identityDocuments: v.array(IdentityDocumentSchema) }),
        signal,
        ...read,
      },
    )
  ).identityDocuments;

export const DocumentsByCategorySchema = v.object({
  categories: v.array(v.object({ id: Id, name: v.string(), documents: v.array(UploadedDocumentSchema) })),
});
export type DocumentsByCategory = v.InferOutput<typeof DocumentsByCategorySchema>['categories'];
export const fetchDocuments = async (api: Caller, signal?: AbortSignal) =>
  (await api.call('documentsInquiry', {}, { schema: DocumentsByCategorySchema, signal, ...read })).categories;

export const fetchDocumentCategories = async (api: Caller, countryCode?: string, signal?: AbortSignal) =>
  (await api.call('customerDocumentCategories', { countryCode }, { schema: DocumentCategoriesSchema, signal, ...read }))
    .categories;

export const kycSteps = ['questionnaire', 'phone', 'identity', 'address'] as const;
export type KycStep = (typeof kycSteps)[number];
export const KycRequestSchema = v.object({
  isNeedKyc: v.boolean(),
  steps: v.array(v.object({ step: v.picklist(kycSteps), done: v.boolean() })),
});
export type KycRequest = v.InferOutput<typeof KycRequestSchema>;
const KycRequestAnswer = v.object({ kycRequest: KycRequestSchema });

export const fetchKycRequest = async (api: Caller, signal?: AbortSignal) =>
  (await api.call('kycRequestGet', {}, { schema: KycRequestAnswer, signal, ...read })).kycRequest;

export interface KycAnswers {
  occupationId: number;
  sourceOfFundsId: number;
  purposeOfAccountId: number;
  estimatedMonthlyDepositId: number;
}
export const updateKycInfo = async (api: Caller, answers: KycAnswers) =>
  (await api.call('kycInfoUpdate', answers, { schema: KycRequestAnswer })).kycRequest;

export interface PersonalInfo {
  firstName: string;
  lastName: string;
  birthDay: string;
  citizenshipCountryCode: string;
}
export const updatePersonalInfo = async (api: Caller, info: PersonalInfo) =>
  (await api.call('kycPersonalInfoUpdate', info, { schema: v.object({ profile: ProfileSchema }) })).profile;

export const dictionaryMethods = {
  occupation: 'dictionaryOccupation',
  sourcesOfFunds: 'dictionarySourcesOfFunds',
  purposesOfAccount: 'dictionaryPurposesOfAccount',
  estimatedMonthlyDeposits: 'dictionaryEstimatedMonthlyDeposits',
} as const;
export type DictionaryName = keyof typeof dictionaryMethods;

export const fetchDictionary = async (
  api: Caller,
  name: DictionaryName,
  payload: { kind?: string },
  lang: string,
  signal?: AbortSignal,
) => (await api.call(dictionaryMethods[name], payload, { schema: DictionarySchema, lang, signal, ...read })).items;

export const fetchDueDiligence = async (api: Caller, signal?: AbortSignal) =>
  (
    await api.call(
      'dueDiligenceInfoGet',
      {},
      {
        schema: v.object({ dueDiligence: v.nullable(DueDiligenceInfoSchema) }),
        signal,
        ...read,
      },
    )
  ).dueDiligence;

export const fetchLimitReasons = async (api: Caller, signal?: AbortSignal) =>
  (
    await api.call(
      'customerLimitReasonGet',
      {},
      { schema: v.object({ limitReasons: v.array(LimitReasonSchema) }), signal, ...read },
    )
  ).limitReasons;

export const uploadLimitReasonDocument = async (
  api: Caller,
  input: { limitReasonId: number; documentTypeId: number; issuedDate?: string | undefined; file: Blob },
) => {
  const { file, ...data } = input;
  return (
    await api.call('customerLimitReasonDocumentUpload', data, {
      schema: v.object({ limitReason: LimitReasonSchema }),
      files: { file },
    })
  ).limitReason;
};

export interface NewIdentityDocument {
  typeId: number;
  number: string;
  countryCode: string;
  issuedDate: string;
  expiresDate: string;
  front: Blob;
  back?: Blob | undefined;
}
export const createIdentityDocument = async (api: Caller, input: NewIdentityDocument) => {
  const { front, back, ...data } = input;
  return (
    await api.call('identityDocumentCreate', data, {
      schema: v.object({ identityDocument: IdentityDocumentSchema }),
      files: back ? { front, back } : { front },
    })
  ).identityDocument;
};

export const ClientIpSchema = v.object({
  ip: v.string(),
  country_code: v.nullish(v.string(), null),
  privacy: v.object({
    vpn: v.boolean(),
    proxy: v.boolean(),
    tor: v.boolean(),
    relay: v.boolean(),
    hosting: v.boolean(),
  }),
  clean: v.boolean(),
});
export type ClientIp = v.InferOutput<typeof ClientIpSchema>;
export const fetchClientIp = (api: Caller, signal?: AbortSignal) =>
  api.call('clientIpInfo', {}, { schema: ClientIpSchema, signal, ...read });
