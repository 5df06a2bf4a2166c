// Which actions each of the ten contract statuses allows (payments.md 4 "Contracts" leaves it open; decided here
// and enforced by the sandbox from this same table). Roles: `proposer` is who made the contract (initiatorId),
// `invitee` the other party; while TERMINATING, `proposer` is whoever asked for the termination
// (terminateInfo.terminatedBy) and `invitee` the party asked to agree. `identify` (identification start and push)
// is the payer's only (identificationStatus is the payer's). The PDF is always available and not listed.
export const contractStatuses = [
  'ACTIVE',
  'EXPIRED',
  'TERMINATED',
  'TERMINATING',
  'UNSIGNED',
  'WAITING',
  'CANCELLED',
  'REJECTED',
  'SIGNED',
  'NEED_IDENTIFICATION',
] as const;
export type ContractStatus = (typeof contractStatuses)[number];

export const contractActionNames = [
  'cancel',
  'reject',
  'sign',
  'identify',
  'terminate',
  'terminateCancel',
  'terminateNow',
] as const;
export type ContractAction = (typeof contractActionNames)[number];
export type ContractRole = 'proposer' | 'invitee';

type Row = Readonly<Record<ContractRole, readonly ContractAction[]>>;

/** The one table (README "Statuses and actions"). */
export const contractActionTable: Readonly<Record<ContractStatus, Row>> = {
  // Proposed; the invitee has not signed yet. UNSIGNED: the invitee left the e-signature page without signing.
  WAITING: { proposer: ['cancel'], invitee: ['sign', 'reject'] },
  UNSIGNED: { proposer: ['cancel'], invitee: ['sign', 'reject'] },
  // The payer's signer must be identified before the invitee can sign.
  NEED_IDENTIFICATION: { proposer: ['cancel', 'identify'], invitee: ['identify', 'reject'] },
  // Both signed; SIGNED waits for activeFrom, ACTIVE runs. Either party may ask to end it (with a note).
  SIGNED: { proposer: ['terminate'], invitee: ['terminate'] },
  ACTIVE: { proposer: ['terminate'], invitee: ['terminate'] },
  // Asked to end: the asker may withdraw; the other party may decline (cancel) or agree to end it now.
  TERMINATING: { proposer: ['terminateCancel'], invitee: ['terminateCancel', 'terminateNow'] },
  EXPIRED: { proposer: [], invitee: [] },
  TERMINATED: { proposer: [], invitee: [] },
  CANCELLED: { proposer: [], invitee: [] },
  REJECTED: { proposer: [], invitee: [] },
};

export interface ActionSubject {
  status: ContractStatus;
  initiatorId: number;
  /** The payer: the sender of the revenue share. */
  senderId: number;
  /** Who asked for the termination (TERMINATING only). */
  terminatedBy?: number | null | undefined;
}

/** The role `customerId` plays in the contract under its status. */
export function roleOf(contract: ActionSubject, customerId: number): ContractRole {
  const asker =
    contract.status === 'TERMINATING' && contract.terminatedBy != null ? contract.terminatedBy : contract.initiatorId;
  return asker === customerId ? 'proposer' : 'invitee';
}

/** The actions `customerId` may take on the contract now. */
export function contractActions(contract: ActionSubject, customerId: number): readonly ContractAction[] {
  const actions = contractActionTable[contract.status][roleOf(contract, customerId)];
  return contract.senderId === customerId ? actions : actions.filter((action) => action !== 'identify');
}

export const mayAct = (contract: ActionSubject, customerId: number, action: ContractAction): boolean =>
  contractActions(contract, customerId).includes(action);

const awaitingSignature: readonly ContractStatus[] = ['WAITING', 'UNSIGNED', 'NEED_IDENTIFICATION'];
const ended: readonly ContractStatus[] = ['EXPIRED', 'TERMINATED', 'CANCELLED', 'REJECTED'];
export type MetaGroup = 'requests' | 'pending' | 'active' | 'ended';

/**
 * The list meta's group of a contract for the viewer (payments.md 3 "Contract list meta"): requests are proposals
 * to the viewer not signed yet; pending, the viewer's own proposals not signed yet and signed contracts waiting
 * for activeFrom; active, running ones (TERMINATING included); ended, the rest.
 */
export function metaGroup(contract: ActionSubject, customerId: number): MetaGroup {
  if (awaitingSignature.includes(contract.status)) return contract.initiatorId === customerId ? 'pending' : 'requests';
  if (contract.status === 'SIGNED') return 'pending';
  return ended.includes(contract.status) ? 'ended' : 'active';
}
