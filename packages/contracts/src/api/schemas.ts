// The contracts service's answers (payments.md 3 "Contracts", 7 "Contracts service"; WIRE.md). Plain JSON
// `{ data, meta? }`; failures by HTTP status with `{ message }` (api-client PROTOCOL.md, Changes 4).
import { DownloadUrlSchema } from '@paydeck/api-client';
import * as v from 'valibot';
import { contractStatuses } from '../model/contract-actions';
import { isAppPath } from '../model/signer-identification';

const Id = v.pipe(v.number(), v.integer());
const Instant = v.pipe(v.string(), v.isoTimestamp());
const DateText = v.pipe(v.string(), v.isoDate());
const Text = v.optional(v.nullable(v.string()), null);

export const ContractStatusSchema = v.picklist(contractStatuses);
export const IdentificationStatusSchema = v.picklist(['NEW', 'PROCESSING', 'SUCCESS', 'FAILED']);
export type IdentificationStatus = v.InferOutput<typeof IdentificationStatusSchema>;
export const DirectionSchema = v.picklist(['PAY', 'RECEIVE']);

export const PartySchema = v.object({ id: Id, username: v.string(), name: v.string() });
export type Party = v.InferOutput<typeof PartySchema>;

export const CompanySchema = v.object({ id: Id, title: v.string(), logo: Text });
export type Company = v.InferOutput<typeof CompanySchema>;

export const TerminateInfoSchema = v.object({
  terminatedAt: v.nullable(Instant),
  note: Text,
  terminatedBy: v.nullable(Id),
});

export const ContractSchema = v.object({
  id: Id,
  status: ContractStatusSchema,
  identificationStatus: v.optional(v.nullable(IdentificationStatusSchema), null),
  percentage: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
  initiatorId: Id,
  direction: DirectionSchema,
  note: Text,
  activeFrom: DateText,
  activeTo: v.optional(v.nullable(DateText), null),
  terminateInfo: v.optional(v.nullable(TerminateInfoSchema), null),
  updatedAt: Instant,
  createdAt: Instant,
  company: CompanySchema,
  sender: PartySchema,
  beneficiary: PartySchema,
  senderSignerName: Text,
  beneficiarySignerName: Text,
  senderObligations: v.optional(v.array(v.string()), []),
  beneficiaryObligations: v.optional(v.array(v.string()), []),
});
export type Contract = v.InferOutput<typeof ContractSchema>;

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));
export const ContractMetaSchema = v.object({
  total: Count,
  requests: Count,
  pending: Count,
  active: Count,
  ended: Count,
  pay: Count,
  receive: Count,
});
export type ContractMeta = v.InferOutput<typeof ContractMetaSchema>;

export const ContractListSchema = v.object({ data: v.array(ContractSchema), meta: ContractMetaSchema });
export type ContractList = v.InferOutput<typeof ContractListSchema>;
export const ContractOneSchema = v.object({ data: ContractSchema });
export const ContractStatsSchema = v.object({ data: ContractMetaSchema });

export const CompanyListSchema = v.object({
  data: v.array(CompanySchema),
  meta: v.object({ count: Count, total: Count }),
});
export const CustomerLookupSchema = v.object({
  data: v.object({ id: Id, type: v.picklist(['BUSINESS', 'PERSONAL']) }),
});
export type CustomerLookup = v.InferOutput<typeof CustomerLookupSchema>['data'];
export const VerifySchema = v.object({ data: v.object({ isValid: v.boolean() }) });
export const CheckSignerSchema = v.object({ data: v.object({ canSign: v.boolean() }) });
export const PdfUrlSchema = v.object({ data: v.object({ pdfUrl: v.pipe(v.string(), v.minLength(1)) }) });
/** The PDF generator's answer (payments.md 7): a fresh download link in the files area and the file's name. */
export const GeneratedPdfSchema = v.object({
  fileName: v.pipe(v.string(), v.minLength(1)),
  redirectLink: DownloadUrlSchema,
});
export type GeneratedPdf = v.InferOutput<typeof GeneratedPdfSchema>;
/** split-pay-signer-identification's answer: the provider's workflow run and its landing (a path of this app). */
export const SignerIdentificationSchema = v.object({
  workflowRunId: v.pipe(v.string(), v.minLength(1)),
  token: v.pipe(v.string(), v.minLength(1)),
  url: v.pipe(v.string(), v.check(isAppPath, 'must be a path of the app')),
});
export type SignerIdentification = v.InferOutput<typeof SignerIdentificationSchema>;
export const SignUrlSchema = v.object({
  data: v.object({ signUrl: v.pipe(v.string(), v.minLength(1)), clientId: v.string() }),
});
