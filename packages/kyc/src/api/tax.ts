// Tax self-certification (WIRE-business.md "Tax self-certification (FATCA/CRS)"): the personal, business and
// representative certifications, the W-form's e-signature and the certificate of loss of nationality.
// Fetchers take the api client and parse every answer; the representative's calls carry the link's authSecret.
import { DownloadUrlSchema } from '@paydeck/api-client';
import * as v from 'valibot';
import { entityTypes, wForms } from '../model/tax-classification';
import type { BusinessCertificationPayload, PersonalCertificationPayload } from '../model/tax-payload';
import { tinMissingReasons } from '../model/tax-tin';
import { kycKeys } from './keys';
import type { Caller } from './profile';
import { certificationStatuses, DateText, Id } from './schemas';

const read = { idempotent: true } as const;
const OptionalText = v.nullish(v.string(), null);
const OptionalAnswer = v.nullish(v.boolean(), null);

/** Query keys, under `kyc` (every kyc change reads them again); the representative's outside (no session). */
export const taxKeys = {
  all: [...kycKeys.all, 'tax'] as const,
  personal: () => [...taxKeys.all, 'personal'] as const,
  business: (company: number | null) => [...taxKeys.all, 'business', company ?? 'own'] as const,
  company: (company: number | null) => [...taxKeys.all, 'company', company ?? 'own'] as const,
  representative: (authSecret: string) => ['kyc-public', 'tax-representative', authSecret] as const,
};

/** FormDocument: a certification's document; `id` and `url` null until there is one. */
export const FormDocumentSchema = v.object({
  id: v.nullish(Id, null),
  status: v.picklist(certificationStatuses),
  url: v.nullish(DownloadUrlSchema, null),
});
export type FormDocument = v.InferOutput<typeof FormDocumentSchema>;

/** TaxId: the TIN, or only the reason. A digits-only TIN was sent as a number (the body rule) and may come back so. */
export const TaxIdSchema = v.object({
  countryCode: v.string(),
  taxId: v.nullish(v.pipe(v.union([v.string(), v.number()]), v.transform(String)), null),
  tinMissingReason: v.nullish(v.picklist(tinMissingReasons), null),
  tinMissingExplanation: OptionalText,
});
const TaxIds = v.nullish(v.array(TaxIdSchema), []);
const RequiredForm = v.nullish(v.picklist(wForms), null);

export const PersonalCertificationSchema = v.object({
  signedAt: OptionalText,
  cityOfBirth: OptionalText,
  countryOfBirth: OptionalText,
  dateOfBirth: v.nullish(DateText, null),
  citizenship: OptionalText,
  taxIds: TaxIds,
  hasUSIndicia: OptionalAnswer,
  isUSTaxPayer: OptionalAnswer,
  isUSTaxPayerDueDiligence: OptionalAnswer,
  addressId: v.nullish(Id, null),
  phoneCountryCode: OptionalText,
  requiredForm: RequiredForm,
  taxResidencySelfCertificationDocument: FormDocumentSchema,
  w8benDocument: FormDocumentSchema,
  w9Document: FormDocumentSchema,
  certificateOfLossOfNationalityDocument: FormDocumentSchema,
});
export type PersonalCertification = v.InferOutput<typeof PersonalCertificationSchema>;

export const CertifyingRepresentativeSchema = v.object({
  firstName: OptionalText,
  lastName: OptionalText,
  companyName: OptionalText,
});
export type CertifyingRepresentative = v.InferOutput<typeof CertifyingRepresentativeSchema>;

export const ControllingPersonSchema = v.object({
  firstName: v.string(),
  lastName: v.string(),
  dateOfBirth: v.nullish(DateText, null),
  countryOfBirth: OptionalText,
  cityOfBirth: OptionalText,
  address: v.nullish(
    v.object({ address1: v.string(), city: v.string(), postalCode: v.string(), countryCode: v.string() }),
    null,
  ),
  taxIds: TaxIds,
});

export const BusinessCertificationSchema = v.object({
  signedAt: OptionalText,
  registrationCountryCode: OptionalText,
  entityType: v.nullish(v.picklist(entityTypes), null),
  name: OptionalText,
  placeOfBusinessAddressId: v.nullish(Id, null),
  registeredAddressId: v.nullish(Id, null),
  isFinancialInstitution: OptionalAnswer,
  giin: OptionalText,
  giinMissingReason: OptionalText,
  isUsingClientFunds: OptionalAnswer,
  isManagedByFinancialInstitution: OptionalAnswer,
  isPubliclyTraded: OptionalAnswer,
  companySecurityMarket: OptionalText,
  companyTicket: OptionalText,
  isOwnPubliclyTradedCompany: OptionalAnswer,
  companyOwnedByYou: v.nullish(v.object({ name: v.string(), market: v.string(), ticker: v.string() }), null),
  isEarnPassiveIncome: OptionalAnswer,
  hasUSIndicia: OptionalAnswer,
  hasSingleNonUSowner: OptionalAnswer,
  isUSTaxPayer: OptionalAnswer,
  isDisregardedEntity: OptionalAnswer,
  taxIds: TaxIds,
  controllingPersons: v.nullish(v.array(ControllingPersonSchema), []),
  requiredForm: RequiredForm,
  w8beneDocument: FormDocumentSchema,
  /** A disregarded entity's single non-US owner signs W-8BEN. */
  w8benDocument: v.optional(FormDocumentSchema, { id: null, status: 'notRequired', url: null }),
  w9Document: FormDocumentSchema,
  taxResidencySelfCertificationDocument: FormDocumentSchema,
});
export type BusinessCertification = v.InferOutput<typeof BusinessCertificationSchema>;

const PersonalAnswer = v.object({ certification: PersonalCertificationSchema });
const RepresentativeAnswer = v.object({
  certification: PersonalCertificationSchema,
  representative: CertifyingRepresentativeSchema,
});
const BusinessAnswer = v.object({ certification: BusinessCertificationSchema });

export const fetchPersonalCertification = async (api: Caller, signal?: AbortSignal) =>
  (await api.call('personalFatcaCrsCertificationGet', {}, { schema: PersonalAnswer, signal, ...read })).certification;
export const updatePersonalCertification = async (api: Caller, payload: PersonalCertificationPayload) =>
  (await api.call('personalFatcaCrsCertificationUpdate', payload, { schema: PersonalAnswer })).certification;

export const fetchBusinessCertification = async (api: Caller, signal?: AbortSignal) =>
  (await api.call('businessFatcaCrsCertificationGet', {}, { schema: BusinessAnswer, signal, ...read })).certification;
export const updateBusinessCertification = async (api: Caller, payload: BusinessCertificationPayload) =>
  (await api.call('businessFatcaCrsCertificationUpdate', payload, { schema: BusinessAnswer })).certification;

/** No session: the link's secret says whose certification it is. */
export const fetchRepresentativeCertification = async (api: Caller, authSecret: string, signal?: AbortSignal) =>
  api.call('representativeFatcaCrsCertificationGet', {}, { schema: RepresentativeAnswer, authSecret, signal, ...read });
export const updateRepresentativeCertification = async (
  api: Caller,
  authSecret: string,
  payload: PersonalCertificationPayload,
) =>
  (await api.call('representativeFatcaCrsCertificationUpdate', payload, { schema: PersonalAnswer, authSecret }))
    .certification;

/** What the business certification reads of `businessInfoGet`: the company's name, country and addresses. */
export const CertifyingCompanySchema = v.object({
  name: OptionalText,
  registrationCountryCode: OptionalText,
  addresses: v.array(
    v.object({
      addressId: Id,
      address1: v.string(),
      city: v.string(),
      postalCode: v.string(),
      countryCode: v.string(),
    }),
  ),
});
export const fetchCertifyingCompany = async (api: Caller, signal?: AbortSignal) =>
  (await api.call('businessInfoGet', {}, { schema: v.object({ company: CertifyingCompanySchema }), signal, ...read }))
    .company;

export const SignDataSchema = v.object({
  clientId: v.string(),
  signUrls: v.pipe(v.array(v.string()), v.minLength(1, 'no signing page')),
});
export type SignData = v.InferOutput<typeof SignDataSchema>;
const WFormAnswer = v.object({ signData: SignDataSchema, signatureRequestId: v.union([v.string(), Id]) });

/**
 * Opens the signing of the required W-form (filled in from the saved answers): the e-signature service's
 * signData. `returnUrl` is the app's path the signing page sends the person back to (with `event`).
 */
export const uploadWForm = async (
  api: Caller,
  input: { formType: (typeof wForms)[number]; returnUrl: string },
  authSecret?: string,
) => api.call('wFormUpload', input, { schema: WFormAnswer, authSecret });

/** The certificate of loss of nationality: multipart, its file part `document`. */
export const uploadLossOfNationality = async (api: Caller, file: Blob, authSecret?: string) =>
  (
    await api.call(
      'certificateOfLossOfNationalityUpload',
      {},
      { schema: PersonalAnswer, files: { document: file }, authSecret },
    )
  ).certification;
