// The public face of @paydeck/auth: the session, its api client and hooks, the guard, logout,
// realtime, the after-login delay, the mobile-app bridge. See README.md.

// the session and its clients
export { api, tokens, realtime, logout, getAccessToken, apiRoots, apiEnvironment } from './session/clients';
export { useSession, useCustomer, usePermissions } from './session/hooks';
export {
  useSessionStore,
  sessionState,
  hasSession,
  type SessionState,
  type CustomerSummary,
  type SessionTokens,
} from './session/store';
export { registerLogoutCleanup, type LogoutReason } from './session/logout';
export { signOut } from './session/sign-out';
export { customerInfoQuery, accessInfoQuery } from './session/queries';
export { actForCompany } from './session/company';
export { afterLoginDelay, useAfterLoginDelay, onAfterLoginDelay, AFTER_LOGIN_DELAY_MS } from './session/after-login';
export type { SessionRealtime } from './session/realtime';

// guard and runtime (the shell's `_session` layout)
export { requireSession } from './guard/require-session';
export { kycRedirectReasons, type KycRedirectReason } from './model/kyc-guard';
export { SessionRuntime } from './runtime/SessionRuntime';

// the mobile-app wrapper
export { bridge, isMobileApp } from './bridge/instance';
export { hostEvents, type HostEvent } from './bridge/messages';

// query keys and answers
export { authKeys } from './api/keys';
export { isTwoStepOn, isBusiness, type Customer, type AccessInfo, type AccessEntry } from './api/customer';

// rules other packages may reuse
export { isValidEmail } from './model/email';
export { newPasswordProblem, type PasswordProblem } from './model/password';
export { safeInternalPath } from './model/safe-path';
export {
  resolveLanding,
  resolveBusinessStart,
  hasBalanceInfoAccess,
  paths,
  type Landing,
  type LandingInput,
} from './model/landing';
export {
  AccessRight,
  allowedEntries,
  type CompanyAction,
  companyCan,
  isDocumentsOnly,
  pageRedirect,
  readsOnly,
  type RightsHolder,
  rightAllows,
} from './model/company-rights';
export { useCompanyRights } from './session/rights';
export { useAccessRight } from './session/access-right';
export { permissionFlagNames, noPermissions, type PermissionFlag, type PermissionFlags } from './model/permissions';
