/**
 * The session permission flags of payments spec 6: all false by default, kept for the session,
 * cleared on logout. `sendMoney{product}User` per product of "sending to others".
 */
export const sendMoneyProducts = [
  'Crypto',
  'Wire',
  'Eft',
  'Card',
  'Instant',
  'Interac',
  'Global',
  'PrepaidCard',
] as const;
export type SendMoneyProduct = (typeof sendMoneyProducts)[number];

/**
 * Own-account withdrawals of payments spec 6 (crypto, wire, EFT, card, instant, interac, between own accounts): the
 * spec names no flags; transfers' WIRE.md "Own-account withdrawals" names them `withdraw{product}User` and
 * `transferBetweenOwnAccountsUser`.
 */
export const withdrawalProducts = ['Crypto', 'Wire', 'Eft', 'Card', 'Instant', 'Interac'] as const;

export const permissionFlagNames = [
  ...sendMoneyProducts.map((product) => `sendMoney${product}User` as const),
  ...withdrawalProducts.map((product) => `withdraw${product}User` as const),
  'transferBetweenOwnAccountsUser',
  'sendMoneyUser',
  'requestMoney',
  'settlementAccount',
  'addFundsWireThirdParty',
  'addFundsBankThirdParty',
  'addFundsCrypto',
] as const;
export type PermissionFlag = (typeof permissionFlagNames)[number];
export type PermissionFlags = Record<PermissionFlag, boolean>;

export const noPermissions: PermissionFlags = Object.fromEntries(
  permissionFlagNames.map((name) => [name, false]),
) as PermissionFlags;

const known = new Set<string>(permissionFlagNames);

/**
 * Flags from the permission names the server sends (customer info, or access info of the company
 * acted for). The spec gives business permissions from customer info for non-personal customers
 * only: a personal customer's flags stay false (features treat a personal customer as unrestricted,
 * see `restricted`). Names are matched case-insensitively; unknown names are ignored.
 */
export function permissionFlagsFrom(names: readonly string[] | null | undefined): PermissionFlags {
  const flags = { ...noPermissions };
  const byLower = new Map(permissionFlagNames.map((name) => [name.toLowerCase(), name]));
  for (const raw of names ?? []) {
    const name = known.has(raw) ? raw : byLower.get(raw.toLowerCase());
    if (name) flags[name as PermissionFlag] = true;
  }
  return flags;
}
