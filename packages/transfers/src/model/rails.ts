// Which transfer rails and actions a session may use (payments.md 6). `has` is auth's
// usePermissions().has (true for everything when the person is not restricted). The flag names are
// auth's (`PermissionFlag`), spelled here so the sandbox can import this file without auth's React side.
export type RailFlag =
  | 'sendMoneyUser'
  | 'sendMoneyWireUser'
  | 'sendMoneyEftUser'
  | 'sendMoneyCardUser'
  | 'sendMoneyCryptoUser'
  | 'sendMoneyInstantUser'
  | 'sendMoneyInteracUser'
  | 'sendMoneyGlobalUser'
  | 'sendMoneyPrepaidCardUser'
  | WithdrawalFlag;
type Has = (flag: RailFlag) => boolean;

/**
 * Own-account withdrawals (payments.md 6): money to the person's own account elsewhere by crypto, wire, EFT, card,
 * instant payment or interac, and transfers between their own accounts here. The spec names the kinds, not their
 * flags: these are named here (WIRE.md "Own-account withdrawals"), in the spelling of `sendMoney{product}User`.
 */
export type WithdrawalFlag =
  | 'withdrawCryptoUser'
  | 'withdrawWireUser'
  | 'withdrawEftUser'
  | 'withdrawCardUser'
  | 'withdrawInstantUser'
  | 'withdrawInteracUser'
  | 'transferBetweenOwnAccountsUser';

export type Rail =
  | 'betweenAccounts'
  | 'p2p'
  | 'wire'
  | 'eft'
  | 'oct'
  | 'crypto'
  | 'instant'
  | 'interac'
  | 'global'
  | 'loadPrepaidCard';

export const withdrawalRails = ['betweenAccounts', 'crypto', 'wire', 'eft', 'oct', 'instant', 'interac'] as const;
export type WithdrawalRail = (typeof withdrawalRails)[number];

/** The flag each own-account withdrawal needs. */
export const withdrawalFlags: Record<WithdrawalRail, WithdrawalFlag> = {
  betweenAccounts: 'transferBetweenOwnAccountsUser',
  crypto: 'withdrawCryptoUser',
  wire: 'withdrawWireUser',
  eft: 'withdrawEftUser',
  oct: 'withdrawCardUser',
  instant: 'withdrawInstantUser',
  interac: 'withdrawInteracUser',
};

/** The flag each rail of "sending to others" needs; a transfer between own accounts is a withdrawal's. */
export const railFlags: Record<Rail, RailFlag | null> = {
  betweenAccounts: withdrawalFlags.betweenAccounts,
  p2p: 'sendMoneyUser',
  wire: 'sendMoneyWireUser',
  eft: 'sendMoneyEftUser',
  oct: 'sendMoneyCardUser',
  crypto: 'sendMoneyCryptoUser',
  instant: 'sendMoneyInstantUser',
  interac: 'sendMoneyInteracUser',
  global: 'sendMoneyGlobalUser',
  loadPrepaidCard: 'sendMoneyPrepaidCardUser',
};

/** Mass sending exists for these rails (payments.md 6), under the same flag as the single transfer. */
export const massRails: readonly Rail[] = ['wire', 'eft', 'oct', 'instant', 'interac', 'p2p', 'crypto', 'global'];

export function allowedRails(has: Has): Rail[] {
  return (Object.keys(railFlags) as Rail[]).filter((rail) => {
    const flag = railFlags[rail];
    return flag === null || has(flag);
  });
}

/** The own-account withdrawals the session's flags allow, in the spec's order. */
export function allowedWithdrawalRails(has: Has): WithdrawalRail[] {
  return withdrawalRails.filter((rail) => has(withdrawalFlags[rail]));
}

/** Whose account an external transfer goes to: someone else's (sending to others) or the person's own. */
export type Recipient = 'others' | 'own';

/** The flag a transfer on `rail` to `recipient` needs (between own accounts is always the person's own). */
export function flagFor(rail: Rail, recipient: Recipient): RailFlag | null {
  return recipient === 'own' && rail in withdrawalFlags ? withdrawalFlags[rail as WithdrawalRail] : railFlags[rail];
}

/**
 * The rule both sides apply: a business customer (the session's flags) needs the flag among its permissions; a
 * personal customer is not restricted (auth's rule). Permission names compare case-insensitively.
 */
export function railPermitted(
  rail: Rail,
  recipient: Recipient,
  customer: { isBusiness: boolean; permissions: readonly string[] },
): boolean {
  if (!customer.isBusiness) return true;
  const flag = flagFor(rail, recipient);
  return flag === null || customer.permissions.some((name) => name.toLowerCase() === flag.toLowerCase());
}

export function allowedMassRails(has: Has): Rail[] {
  const allowed = new Set(allowedRails(has));
  return massRails.filter((rail) => allowed.has(rail));
}

/** Company access rights (payments.md 6): 2 full access and 4 confirmed decide requests; 3 initiates. */
export function companyRequestActions(accessRight: number | null | undefined) {
  const decides = accessRight === 2 || accessRight === 4;
  return { approve: decides, decline: decides, seeRequests: decides, initiatesOnly: accessRight === 3 };
}

/** A recent transfer is listed when not disabled and its rail is allowed. */
export function visibleRecent<T extends { isDisabled: boolean; rail: Rail }>(transfers: readonly T[], has: Has): T[] {
  const allowed = new Set(allowedRails(has));
  return transfers.filter((transfer) => !transfer.isDisabled && allowed.has(transfer.rail));
}
