// What the sign-in page needs from the session, loaded when the person first acts (submits, or
// arrives mid-flow): the token service client, api-client's transport, the sign-in completion and the
// approval wait stay out of the page's initial JavaScript.
export { apiRoots, logout, tokens } from '../session/clients';
export { acceptTermsAndContinue, completeSignIn } from '../session/sign-in';
export { codeChallengeS256, createCodeVerifier } from '@paydeck/api-client';
export { waitForApproval } from './approval-channel';
