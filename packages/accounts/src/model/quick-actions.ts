// Home's quick actions, shown by the session permission flags (payments.md 6). Links to screens of
// other packages are offered only once their route exists in the app; the rest are this package's
// own dialogs.
import type { PermissionFlag } from '@paydeck/auth';

export type QuickActionId =
  | 'betweenAccounts'
  | 'sendToUser'
  | 'sendExternal'
  | 'requestMoney'
  | 'addFunds'
  | 'cryptoDeposit'
  | 'addCurrency'
  | 'statements';

export type QuickAction = { id: QuickActionId; kind: 'link'; href: string } | { id: QuickActionId; kind: 'dialog' };

interface Rule {
  id: QuickActionId;
  href?: string;
  /** Shown when any of these flags is on (none: always). */
  anyOf?: PermissionFlag[];
}

const externalProducts: PermissionFlag[] = [
  'sendMoneyWireUser',
  'sendMoneyEftUser',
  'sendMoneyCardUser',
  'sendMoneyCryptoUser',
  'sendMoneyInstantUser',
  'sendMoneyInteracUser',
];

const rules: Rule[] = [
  { id: 'betweenAccounts', href: '/transfer/account' },
  { id: 'sendToUser', href: '/transfer/p2p', anyOf: ['sendMoneyUser'] },
  { id: 'sendExternal', href: '/transfer/external', anyOf: externalProducts },
  { id: 'requestMoney', href: '/transfer/invoices', anyOf: ['requestMoney'] },
  { id: 'addFunds', anyOf: ['addFundsWireThirdParty', 'addFundsBankThirdParty'] },
  { id: 'cryptoDeposit', anyOf: ['addFundsCrypto'] },
  { id: 'addCurrency' },
  { id: 'statements', href: '/statements' },
];

/**
 * The actions to show: `has` answers a permission flag (auth's usePermissions().has, which is true
 * for everything when the person is not restricted); `routeExists` answers whether the app has a
 * route at a path.
 */
export function quickActions(
  has: (flag: PermissionFlag) => boolean,
  routeExists: (path: string) => boolean,
): QuickAction[] {
  return rules
    .filter((rule) => !rule.anyOf || rule.anyOf.some(has))
    .filter((rule) => !rule.href || routeExists(rule.href))
    .map((rule) => (rule.href ? { id: rule.id, kind: 'link', href: rule.href } : { id: rule.id, kind: 'dialog' }));
}
