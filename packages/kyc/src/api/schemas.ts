// The shared shapes of the wire contract (WIRE.md "Shared shapes"): what every kyc answer is made of.
import * as v from 'valibot';

export const Id = v.pipe(v.number(), v.integer());
export const DateText = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'a date must be YYYY-MM-DD'));
const OptionalDate = v.nullish(DateText, null);
const OptionalText = v.nullish(v.string(), null);

export const UploadedDocumentSchema = v.object({
  id: Id,
  statusId: Id,
  uploaded: v.string(),
  documentTypeId: Id,
  documentType: v.string(),
  /** The back page of a two-sided document (it belongs to the front page's document). */
  isSubDocument: v.boolean(),
  issuedDate: OptionalDate,
  expiresDate: OptionalDate,
  createdUsername: OptionalText,
  rejectReason: OptionalText,
});
export type UploadedDocument = v.InferOutput<typeof UploadedDocumentSchema>;

const Documents = v.array(UploadedDocumentSchema);

export const AddressSchema = v.object({
  addressId: Id,
  addressType: Id,
  address1: v.string(),
  address2: OptionalText,
  city: v.string(),
  postalCode: v.string(),
  countryCode: v.string(),
  stateCode: OptionalText,
  stateName: OptionalText,
  addressStatus: Id,
  confirmed: v.boolean(),
  uploadedDocuments: Documents,
  isDocumentOutOfDate: v.boolean(),
  isCardDocumentRequired: v.boolean(),
  isDocumentRequired: v.boolean(),
});
export type Address = v.InferOutput<typeof AddressSchema>;

export const PhoneSchema = v.object({
  id: Id,
  confirmed: v.boolean(),
  /** Digits, without the plus sign. */
  countryCode: v.string(),
  number: v.string(),
  /** `+<countryCode><number>`, for display. */
  phoneNumber: v.string(),
});
export type Phone = v.InferOutput<typeof PhoneSchema>;

export const IdentityDocumentSchema = v.object({
  id: Id,
  type: v.string(),
  typeId: Id,
  number: v.string(),
  countryCode: v.string(),
  status: v.string(),
  statusId: Id,
  issuedDate: OptionalDate,
  expiresDate: OptionalDate,
  rejectReason: OptionalText,
  uploadedDocuments: Documents,
});
export type IdentityDocument = v.InferOutput<typeof IdentityDocumentSchema>;

export const LimitReasonSchema = v.object({
  id: Id,
  actionTypeId: Id,
  name: v.string(),
  requirementDocuments: v.array(v.object({ documentTypeId: Id, name: v.string(), uploadedDocuments: Documents })),
});
export type LimitReason = v.InferOutput<typeof LimitReasonSchema>;

export const DueDiligenceInfoSchema = v.object({
  address: v.nullable(AddressSchema),
  document: v.nullable(IdentityDocumentSchema),
  uploadedDocuments: Documents,
});
export type DueDiligenceInfo = v.InferOutput<typeof DueDiligenceInfoSchema>;

export const certificationStatuses = [
  'validated',
  'pending',
  'none',
  'notRequired',
  'rejected',
  'expiredSoon',
] as const;
export const videoIdentityStatuses = ['none', 'pending', 'confirmed', 'rejected'] as const;

export const KycCustomerInfoSchema = v.object({
  customerType: Id,
  verified: v.boolean(),
  limited: v.boolean(),
  isRepresentative: v.boolean(),
  isNeedKyc: v.boolean(),
  isNeedPersonalInfoUpdate: v.boolean(),
  taxFormStatus: v.picklist(certificationStatuses),
  addresses: v.array(AddressSchema),
  proofOfResidence: v.object({
    status: v.picklist(['validated', 'pending', 'none', 'rejected', 'expiredSoon']),
    uploadedDocuments: Documents,
  }),
  identityDocuments: v.array(IdentityDocumentSchema),
  phones: v.array(PhoneSchema),
  videoIdentityStatus: v.picklist(videoIdentityStatuses),
  limitReasons: v.array(LimitReasonSchema),
  dueDiligence: v.nullable(DueDiligenceInfoSchema),
});
export type KycCustomerInfo = v.InferOutput<typeof KycCustomerInfoSchema>;

/** `{ items: [{ id, name }] }`, the dictionaries' shape. */
export const DictionarySchema = v.object({ items: v.array(v.object({ id: Id, name: v.string() })) });
export type DictionaryItem = v.InferOutput<typeof DictionarySchema>['items'][number];

export const DocumentTypeSchema = v.object({
  id: Id,
  name: v.string(),
  needsBackPage: v.boolean(),
  countryCodes: v.nullable(v.array(v.string())),
  mayBeOlderThan90Days: v.boolean(),
});
export const DocumentCategoriesSchema = v.object({
  categories: v.array(v.object({ id: Id, name: v.string(), documentTypes: v.array(DocumentTypeSchema) })),
});
export type DocumentTypeCategory = v.InferOutput<typeof DocumentCategoriesSchema>['categories'][number];
export type DocumentType = v.InferOutput<typeof DocumentTypeSchema>;
