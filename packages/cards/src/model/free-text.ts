// The limits of the free text this package sends, with the one rule of what free text may hold
// (`@paydeck/api-client/text-rules`, the sandbox's too): the package's forms check both before sending.
export {
  type TextProblem,
  type TextRule,
  textProblem,
  type UnsafeText,
  unsafeText,
} from '@paydeck/api-client/text-rules';

/** A person's name (a card holder's): the sandbox's limit for names. */
export const NAME_MAX = 100;
