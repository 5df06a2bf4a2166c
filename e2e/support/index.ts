// The journeys' shared support: every package's e2e/*.spec.ts imports from '@paydeck/e2e'.
export { expectAccessible, expectNoSeriousA11yViolations } from './axe.ts';
export { brands } from './brands.ts';
export { brandOrigin, journeyTimeout } from './config.ts';
export {
  approvalMessage,
  type InboxMessage,
  lastMessageId,
  nextMessage,
  sandboxControl,
  sandboxControlHeaders,
} from './inbox.ts';
export { cents, eurBalance, paymentAccount, setPaymentApproval } from './money.ts';
export {
  accessToken,
  callApi,
  demoPassword,
  loginOf,
  signIn,
  signInByPush,
  storedSession,
  submitCredentials,
} from './sign-in.ts';
