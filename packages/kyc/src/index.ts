// The public face of @paydeck/kyc: its routes are merged by apps/web (route-config.ts); the shell lists
// `@paydeck/kyc/navigation`; the sandbox imports `@paydeck/kyc/api`. What others may reuse on screen:
export { AccountStatusBanner } from './components/status/AccountStatusBanner';
export { accountStatusText } from './components/status/status-text';
export { accountStatus, type AccountStatus, type AccountStatusResult } from './model/account-status';
