// Addresses (WIRE.md "Address"): create, replace, the person's confirmation, proofs of address and residence,
// delete. Proofs are multipart: the JSON `data` part and one `file`.
import * as v from 'valibot';
import type { Caller } from './profile';
import { AddressSchema, UploadedDocumentSchema } from './schemas';

const AddressAnswer = v.object({ address: AddressSchema });

export interface NewAddress {
  addressType: number;
  address1: string;
  address2?: string | undefined;
  city: string;
  postalCode: string;
  countryCode: string;
  stateCode?: string | undefined;
}

export const fetchAddresses = async (api: Caller, signal?: AbortSignal) =>
  (
    await api.call(
      'addressInquiry',
      {},
      { schema: v.object({ addresses: v.array(AddressSchema) }), signal, idempotent: true },
    )
  ).addresses;

export const createAddress = async (api: Caller, address: NewAddress) =>
  (await api.call('customerAddressCreate', address, { schema: AddressAnswer })).address;

/** Replaces an address: the new one takes its place (`addressStatus: 1`, as the spec sends it). */
export const replaceAddress = async (api: Caller, addressId: number, address: NewAddress) =>
  (await api.call('customerAddressReplace', { ...address, addressId, addressStatus: 1 }, { schema: AddressAnswer }))
    .address;

/** The person confirms the address is theirs and current. */
export const confirmAddressIsMine = async (api: Caller, addressId: number) =>
  (await api.call('addressConfirm', { addressId }, { schema: AddressAnswer })).address;

export interface ProofUpload {
  addressId: number;
  documentTypeId: number;
  issuedDate: string;
  file: Blob;
}

/** A proof of address: the address becomes pending (2). */
export const uploadProofOfAddress = async (api: Caller, { file, ...data }: ProofUpload) =>
  (await api.call('confirmAddress', data, { schema: AddressAnswer, files: { file } })).address;

export const ProofOfResidenceSchema = v.object({
  status: v.string(),
  uploadedDocuments: v.array(UploadedDocumentSchema),
});
export const uploadProofOfResidence = async (api: Caller, { file, ...data }: ProofUpload) =>
  (
    await api.call('confirmResidence', data, {
      schema: v.object({ proofOfResidence: ProofOfResidenceSchema }),
      files: { file },
    })
  ).proofOfResidence;

export const deleteAddress = async (api: Caller, id: number): Promise<void> => {
  await api.call('addressDelete', { id }, { schema: v.object({}) });
};
