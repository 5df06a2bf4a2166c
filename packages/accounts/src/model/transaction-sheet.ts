// The transaction sheet's rules: what a transaction's status means for the person reading it (held money
// included: a transfer waiting for an approval is reserved on the payer's account, not spendable, released when
// it is declined), when a proof of payment exists, and where "Repeat" leads (payments.md 6 and 9: own transfers
// and the third-party rails of the recent lists; the transfer forms read `repeat` through recentTransferDetails).
import type { CompanyAction, PermissionFlag } from '@paydeck/auth';
import type { TransactionDetails } from '../api/transaction';

/** Transaction status ids (the sandbox's: 2 completed, 23 sent to the clearing, 41 processing/held, 26, 4). */
export const TxStatus = { completed: 2, canceled: 4, pending: 23, rejected: 26, processing: 41 } as const;

export type StatusMeaning =
  | 'delivered'
  | 'received'
  | 'waitingApproval'
  | 'waitingConfirmation'
  | 'processing'
  | 'arriving'
  | 'sent'
  | 'rejected'
  | 'canceled'
  | 'other';

/** The second factors a payer confirms a transfer with (the approval popup's modes). */
const ownConfirmations = new Set(['push', 'sms', 'otp', 'approvalCode']);

type Facts = Pick<TransactionDetails, 'statusId' | 'direction' | 'approval'>;

export function statusMeaning({ statusId, direction, approval }: Facts): StatusMeaning {
  const incoming = direction === 'incoming';
  switch (statusId) {
    case TxStatus.completed:
      return incoming ? 'received' : 'delivered';
    case TxStatus.pending:
      return incoming ? 'arriving' : 'sent';
    case TxStatus.processing:
      if (incoming) return 'arriving';
      if (approval?.status === 'waiting' && approval.approveType === 'company') return 'waitingApproval';
      if (approval?.status === 'waiting' && ownConfirmations.has(approval.approveType)) return 'waitingConfirmation';
      return 'processing';
    case TxStatus.rejected:
      return 'rejected';
    case TxStatus.canceled:
      return 'canceled';
    default:
      return 'other';
  }
}

/** A proof of payment exists once money moved: completed, or sent to the receiving bank. */
export const hasProof = ({ statusId }: Pick<TransactionDetails, 'statusId'>): boolean =>
  statusId === TxStatus.completed || statusId === TxStatus.pending;

interface RepeatRule {
  /** The transfer form (transfers' route). */
  path: string;
  /** The session flag the rail needs (payments.md 6); none for own transfers. */
  flag?: PermissionFlag;
}

/** The types that can be repeated, by their code, and the form each opens. */
export const repeatRules: Readonly<Record<string, RepeatRule>> = {
  betweenAccounts: { path: '/transfer/account' },
  p2p: { path: '/transfer/p2p', flag: 'sendMoneyUser' },
  wire: { path: '/transfer/external', flag: 'sendMoneyWireUser' },
  eft: { path: '/transfer/external', flag: 'sendMoneyEftUser' },
  oct: { path: '/transfer/external', flag: 'sendMoneyCardUser' },
  crypto_eft: { path: '/transfer/external', flag: 'sendMoneyCryptoUser' },
  instant_payment: { path: '/transfer/external', flag: 'sendMoneyInstantUser' },
  interac: { path: '/transfer/external', flag: 'sendMoneyInteracUser' },
};

export interface RepeatContext {
  /** auth's usePermissions().has. */
  has: (flag: PermissionFlag) => boolean;
  /** auth's useCompanyRights().can. */
  can: (action: CompanyAction) => boolean;
  /** Whether the app has a route at this path (a feature links to another by its address only). */
  routeExists: (path: string) => boolean;
}

/**
 * The transfer form that repeats this transaction (`/transfer/external?repeat=123`), or null: only what the customer
 * sent (an own transfer between their accounts, or to someone else by a rail of the recent lists), not to a closed
 * account (isDisabled), by a rail their flags allow, when they may initiate payments and the form exists.
 */
export function repeatHref(
  details: Pick<TransactionDetails, 'transactionId' | 'type' | 'direction' | 'isDisabled'>,
  { has, can, routeExists }: RepeatContext,
): string | null {
  const rule = repeatRules[details.type];
  if (!rule || details.isDisabled) return null;
  if (details.direction !== (details.type === 'betweenAccounts' ? 'own' : 'outgoing')) return null;
  if ((rule.flag && !has(rule.flag)) || !can('initiate') || !routeExists(rule.path)) return null;
  return `${rule.path}?repeat=${details.transactionId}`;
}
