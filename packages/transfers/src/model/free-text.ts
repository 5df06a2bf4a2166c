// The limits of the free text this package sends, with the one rule of what free text may hold
// (`@paydeck/api-client/text-rules`, the sandbox's too): the package's forms check both before sending.
export {
  type TextProblem,
  type TextRule,
  textProblem,
  type UnsafeText,
  unsafeText,
} from '@paydeck/api-client/text-rules';

/** References and transfer descriptions kept with a transfer: a payment reference's length. */
export const REFERENCE_MAX = 140;
/** Names of people, cards, batches. */
export const NAME_MAX = 100;
/** An e-mail address (RFC 5321's path limit). */
export const EMAIL_MAX = 254;

/**
 * The most characters of each beneficiary field an external transfer keeps (the sandbox refuses more; the form
 * says it first).
 */
export const beneficiaryTextMax = {
  beneficiaryName: REFERENCE_MAX,
  cardHolderName: REFERENCE_MAX,
  beneficiaryAddress: REFERENCE_MAX,
  bankName: REFERENCE_MAX,
  bankAddress: REFERENCE_MAX,
  bankCity: NAME_MAX,
  bankZipCode: 20,
  bankCode: 35,
  branchCode: 35,
  accountNumber: 34,
  address: REFERENCE_MAX,
  instantKey: REFERENCE_MAX,
  email: EMAIL_MAX,
  phone: 32,
} as const;
