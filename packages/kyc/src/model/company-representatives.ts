// Representatives (identity spec 3, 5): the kinds by type id and the representative-action rule. Pure: the
// sandbox shares them (`@paydeck/kyc/api`). The rights a company user may be given: assignable-rights.ts.

/** Representative types (spec 3): 2 director, 6 and 9 shareholder, 8 ultimate beneficial owner, others users. */
export const RepresentativeType = {
  director: 2,
  shareholder: 6,
  companyShareholder: 9,
  ultimateBeneficialOwner: 8,
} as const;

export type RepresentativeKind = 'director' | 'shareholder' | 'ultimateBeneficialOwner' | 'authorisedUser';
export const representativeKinds: readonly RepresentativeKind[] = [
  'director',
  'shareholder',
  'ultimateBeneficialOwner',
  'authorisedUser',
];

/** The kind of a representative's type id; any id the spec does not name is an authorised user. */
export function representativeKind(typeId: number): RepresentativeKind {
  switch (typeId) {
    case RepresentativeType.director:
      return 'director';
    case RepresentativeType.shareholder:
    case RepresentativeType.companyShareholder:
      return 'shareholder';
    case RepresentativeType.ultimateBeneficialOwner:
      return 'ultimateBeneficialOwner';
    default:
      return 'authorisedUser';
  }
}

/** The three document statuses a representative carries; null or absent: not set. */
export interface RepresentativeDocumentStatuses {
  addressDocumentStatus?: number | null | undefined;
  identityDocumentStatus?: number | null | undefined;
  controlDocumentStatus?: number | null | undefined;
}

/** Statuses of a representative's documents that ask nothing more (spec 5: "not 1 or 2"). */
const SETTLED_REPRESENTATIVE_STATUSES: ReadonlySet<number> = new Set([1, 2]);

const needsAction = (status: number | null | undefined) =>
  status !== null && status !== undefined && !SETTLED_REPRESENTATIVE_STATUSES.has(status);

/**
 * "Representative action is required when any of the address, identity or control document statuses is set and
 * is not 1 or 2" (spec 5). The documents that ask for action, in that order (empty: nothing to do).
 */
export function representativeActions(
  representative: RepresentativeDocumentStatuses,
): ('address' | 'identity' | 'control')[] {
  const actions: ('address' | 'identity' | 'control')[] = [];
  if (needsAction(representative.addressDocumentStatus)) actions.push('address');
  if (needsAction(representative.identityDocumentStatus)) actions.push('identity');
  if (needsAction(representative.controlDocumentStatus)) actions.push('control');
  return actions;
}

export const isRepresentativeActionRequired = (representative: RepresentativeDocumentStatuses) =>
  representativeActions(representative).length > 0;
