// Home's quick actions, shown by the session permission flags (payments.md 6) and what the company right
// allows (auth's company rights: a read-only company user sends, requests and adds nothing). Links to screens
// of other packages are offered only once their route exists in the app; the rest are this package's own dialogs.
import type { CompanyAction, PermissionFlag } from '@paydeck/auth';

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
  /** What the company right must allow. */
  needs?: CompanyAction;
}

const externalProducts: PermissionFlag[] = [
  'sendMoneyWireUser',
  'sendMoneyEftUser',
  'sendMoneyCardUser',
  'sendMoneyCryptoUser',
  'sendMoneyInstantUser',
  'sendMoneyInteracUser',
  // the external screen also sends to the person's own accounts elsewhere (transfers' WIRE.md)
  'withdrawCryptoUser',
  'withdrawWireUser',
  'withdrawEftUser',
  'withdrawCardUser',
  'withdrawInstantUser',
  'withdrawInteracUser',
];

const rules: Rule[] = [
  { id: 'betweenAccounts', href: '/transfer/account', anyOf: ['transferBetweenOwnAccountsUser'], needs: 'initiate' },
  { id: 'sendToUser', href: '/transfer/p2p', anyOf: ['sendMoneyUser'], needs: 'initiate' },
  { id: 'sendExternal', href: '/transfer/external', anyOf: externalProducts, needs: 'initiate' },
  { id: 'requestMoney', href: '/transfer/invoices', anyOf: ['requestMoney'], needs: 'initiate' },
  // the bank's payment instructions: read only
  { id: 'addFunds', anyOf: ['addFundsWireThirdParty', 'addFundsBankThirdParty'] },
  // makes a deposit address (createWallet)
  { id: 'cryptoDeposit', anyOf: ['addFundsCrypto'], needs: 'initiate' },
  { id: 'addCurrency', needs: 'initiate' },
  { id: 'statements', href: '/statements' },
];

/**
 * The actions to show: `has` answers a permission flag (auth's usePermissions().has, which is true
 * for everything when the person is not restricted); `routeExists` answers whether the app has a
 * route at a path; `can` what the company right allows (auth's useCompanyRights().can).
 */
export function quickActions(
  has: (flag: PermissionFlag) => boolean,
  routeExists: (path: string) => boolean,
  can: (action: CompanyAction) => boolean = () => true,
): QuickAction[] {
  return rules
    .filter((rule) => !rule.anyOf || rule.anyOf.some(has))
    .filter((rule) => !rule.needs || can(rule.needs))
    .filter((rule) => !rule.href || routeExists(rule.href))
    .map((rule) => (rule.href ? { id: rule.id, kind: 'link', href: rule.href } : { id: rule.id, kind: 'dialog' }));
}
