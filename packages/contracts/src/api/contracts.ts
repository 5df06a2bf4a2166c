// The contracts service's calls (payments.md 7 "Contracts service"; WIRE.md). Each takes the contracts client
// (api-client's createContractsClient: bearer token and X-Customer-Id); the PDF generator's is a method call.
import type { ApiClient, ContractsClient } from '@paydeck/api-client';
import type { ContractCreateBody } from '../model/create-rules';
import {
  CheckSignerSchema,
  CompanyListSchema,
  type Contract,
  type ContractList,
  ContractListSchema,
  ContractOneSchema,
  ContractStatsSchema,
  CustomerLookupSchema,
  type GeneratedPdf,
  GeneratedPdfSchema,
  PdfUrlSchema,
  type SignerIdentification,
  SignerIdentificationSchema,
  SignUrlSchema,
  VerifySchema,
} from './schemas';

type Query = Record<string, string | number | undefined>;

export const fetchContracts = (client: ContractsClient, query: Query, signal?: AbortSignal): Promise<ContractList> =>
  client.request('GET', 'contract', { query, schema: ContractListSchema, signal });

export const fetchContract = async (client: ContractsClient, id: number, signal?: AbortSignal): Promise<Contract> =>
  (await client.request('GET', `contract/${id}`, { schema: ContractOneSchema, signal })).data;

export const fetchContractStats = async (client: ContractsClient, signal?: AbortSignal) =>
  (await client.request('GET', 'contract/stats', { schema: ContractStatsSchema, signal })).data;

export const createContract = async (client: ContractsClient, input: ContractCreateBody, idempotencyKey: string) =>
  (await client.request('PUT', 'contract', { body: input, schema: ContractOneSchema, idempotencyKey })).data;

export const findCompanies = (
  client: ContractsClient,
  query: { query?: string; forCounterpartyCustomerId?: number; page?: number; pageSize?: number },
  signal?: AbortSignal,
) =>
  client.request('GET', 'company', { query: { page: 1, pageSize: 20, ...query }, schema: CompanyListSchema, signal });

export const lookupCustomer = async (client: ContractsClient, email: string, signal?: AbortSignal) =>
  (await client.request('GET', 'customer/lookup', { query: { email }, schema: CustomerLookupSchema, signal })).data;

export const verifyContract = async (client: ContractsClient, companyId: number, counterpartyId: number) =>
  (await client.request('POST', 'contract/verify', { body: { companyId, counterpartyId }, schema: VerifySchema })).data
    .isValid;

export const checkSigner = async (client: ContractsClient, id: number) =>
  (await client.request('GET', `contract/${id}/checkSigner`, { schema: CheckSignerSchema })).data.canSign;

/** The contract's PDF through the PDF generator (pdfGenerate, document type contract; payments.md 7: "a PDF generator
 * call with a document payload answers a redirectLink"): a fresh link, in the call's language, for the customer acted
 * for (the method API's fromCustomerId). */
export const generateContractPdf = (
  api: Pick<ApiClient, 'call'>,
  input: { contractId: number; brandId: string },
  signal?: AbortSignal,
): Promise<GeneratedPdf> =>
  api.call(
    'pdfGenerate',
    { document: { type: 'contract', contractId: input.contractId, brandId: input.brandId } },
    { schema: GeneratedPdfSchema, signal },
  );

export const contractPdfUrl = async (client: ContractsClient, id: number) =>
  (await client.request('GET', `contract/${id}/pdfUrl`, { schema: PdfUrlSchema })).data.pdfUrl;

export const contractSignUrl = async (client: ContractsClient, id: number, returnUrl: string) =>
  (await client.request('GET', `contract/${id}/signUrl`, { query: { returnUrl }, schema: SignUrlSchema })).data;

/** The POST actions of a contract; `terminate` carries the note. */
export type ContractPostAction =
  | 'cancel'
  | 'reject'
  | 'terminate'
  | 'terminateCancel'
  | 'terminateNow'
  | 'identificationStarted';

export const actOnContract = async (
  client: ContractsClient,
  id: number,
  action: ContractPostAction,
  body?: { note: string },
) => (await client.request('POST', `contract/${id}/${action}`, { body: body ?? {}, schema: ContractOneSchema })).data;

export const identificationPush = async (client: ContractsClient, contractId: number) =>
  (await client.request('POST', `contract/${contractId}/identificationPush`, { body: {}, schema: ContractOneSchema }))
    .data;

/** The payer's signer identification (identity 7.2, payments.md 7: `split-pay-signer-identification`, contractId): a
 * path call of the method API that starts the identity provider's workflow for the contract; the push succeeds once
 * that run has completed. */
export const startSignerIdentification = (
  api: Pick<ApiClient, 'send'>,
  contractId: number,
): Promise<SignerIdentification> =>
  api.send('POST', 'split-pay-signer-identification', { contractId }, { schema: SignerIdentificationSchema });
