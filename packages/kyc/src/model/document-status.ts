// The uploaded documents' statuses (identity spec 3) and the groups the rules judge them by.

export const DocumentStatus = {
  submitted: 0,
  confirmed: 2,
  canceled: 4,
  deleted: 5,
  rejected: 26,
  underInvestigation: 31,
  expired: 38,
  pending: 41,
  nameMismatch: 64,
} as const;
export type DocumentStatusName = keyof typeof DocumentStatus;
export const documentStatusIds: readonly number[] = Object.values(DocumentStatus);

/** "Documents count as pending while status is pending, submitted or under investigation" (spec 4.3). */
const PENDING: ReadonlySet<number> = new Set([
  DocumentStatus.pending,
  DocumentStatus.submitted,
  DocumentStatus.underInvestigation,
]);

export const isPendingDocument = (statusId: number) => PENDING.has(statusId);

/** A document that stands: waiting for review or confirmed (not refused, withdrawn or out of date). */
export const isLiveDocument = (statusId: number) =>
  isPendingDocument(statusId) || statusId === DocumentStatus.confirmed;

/** The name of a status id, or undefined for an id the spec does not list. */
export function documentStatusName(statusId: number): DocumentStatusName | undefined {
  const entry = Object.entries(DocumentStatus).find(([, id]) => id === statusId);
  return entry?.[0] as DocumentStatusName | undefined;
}

/** Address statuses 0 to 4 (spec 3). */
export const AddressStatus = { unconfirmed: 0, confirmed: 1, pending: 2, rejected: 3, nameMismatch: 4 } as const;
export type AddressStatusName = keyof typeof AddressStatus;

/** Address types (spec 3). */
export const AddressType = {
  unspecified: 0,
  home: 1,
  business: 2,
  homeAndBusiness: 3,
  residence: 4,
  office: 5,
} as const;
export type AddressTypeName = keyof typeof AddressType;

export function addressStatusName(status: number): AddressStatusName | undefined {
  return (Object.keys(AddressStatus) as AddressStatusName[]).find((name) => AddressStatus[name] === status);
}
export function addressTypeName(type: number): AddressTypeName | undefined {
  return (Object.keys(AddressType) as AddressTypeName[]).find((name) => AddressType[name] === type);
}
