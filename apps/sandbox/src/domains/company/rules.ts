// The company domain's pure rules (WIRE-business.md "Shared shapes"): which documents a representative is
// asked for by type, a requirement's status from its documents, a company address's status from its proofs.
// The representative-action rule and the company action counter are the browser's (`@paydeck/kyc/api`).

export type RepresentativeRequirement = 'identity' | 'address' | 'control';

/**
 * What a representative is asked for: director (2) and person shareholder (6) identity and address; company
 * shareholder (9) a control document; UBO (8) all three; anyone else (authorised users) identity.
 */
export function askedOf(typeId: number): ReadonlySet<RepresentativeRequirement> {
  switch (typeId) {
    case 2:
    case 6:
      return new Set(['identity', 'address']);
    case 9:
      return new Set(['control']);
    case 8:
      return new Set(['identity', 'address', 'control']);
    default:
      return new Set(['identity']);
  }
}

/** RequirementStatus: 0 nothing given, 1 waiting for review, 2 confirmed, 3 rejected, 4 expired. */
export const RequirementStatus = { missing: 0, waiting: 1, confirmed: 2, rejected: 3, expired: 4 } as const;

interface DocumentState {
  id: number;
  statusId: number;
}

/** The newest live (not deleted) document's state. */
function newest(documents: readonly DocumentState[]): DocumentState | undefined {
  return documents
    .filter((d) => d.statusId !== 5)
    .reduce<DocumentState | undefined>((a, d) => (!a || d.id > a.id ? d : a), undefined);
}

/** The status of a requirement from its documents (document statuses of spec 3). */
export function requirementStatus(documents: readonly DocumentState[]): number {
  const doc = newest(documents);
  if (!doc) return RequirementStatus.missing;
  if ([0, 31, 41].includes(doc.statusId)) return RequirementStatus.waiting;
  if (doc.statusId === 2) return RequirementStatus.confirmed;
  if (doc.statusId === 38) return RequirementStatus.expired;
  return RequirementStatus.rejected;
}

/**
 * A company or representative address's status (0 unconfirmed, 1 confirmed, 2 pending, 3 rejected, 4 name
 * mismatch) follows its newest proof; with none, the status it was given.
 */
export function addressStatusOf(documents: readonly DocumentState[], given: number): number {
  const doc = newest(documents);
  if (!doc) return given;
  if ([0, 31, 41].includes(doc.statusId)) return 2;
  if (doc.statusId === 2) return 1;
  if (doc.statusId === 38) return 0;
  if (doc.statusId === 64) return 4;
  return 3;
}

/** The category a company document's target takes (WIRE-business.md "Admin"). */
export const targetCategories: Readonly<Record<string, readonly number[]>> = {
  corporate: [4],
  additional: [10],
  sourceOfWealth: [11],
  companyAddress: [7, 8],
  representativeIdentity: [1],
  representativeAddress: [2],
  representativeControl: [9],
};
export const documentTargets = Object.keys(targetCategories);
