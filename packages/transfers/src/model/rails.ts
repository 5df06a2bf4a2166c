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
  | 'sendMoneyPrepaidCardUser';
type Has = (flag: RailFlag) => boolean;

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

/** The flag each rail of "sending to others" needs; transfers between own accounts need none. */
export const railFlags: Record<Rail, RailFlag | null> = {
  betweenAccounts: null,
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
