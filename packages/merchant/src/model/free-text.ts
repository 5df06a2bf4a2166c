// The limits of the free text this package sends, with the one rule of what free text may hold
// (`@paydeck/api-client/text-rules`, the sandbox's too): the package's forms check both before sending.
export {
  type TextProblem,
  type TextRule,
  textProblem,
  type UnsafeText,
  unsafeText,
} from '@paydeck/api-client/text-rules';

/** Names of people, logos, buttons, keys, webhooks. */
export const NAME_MAX = 100;
/** An e-mail address (RFC 5321's path limit). */
export const EMAIL_MAX = 254;
