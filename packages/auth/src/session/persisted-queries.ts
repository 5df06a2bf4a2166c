/**
 * Which query answers outlive a reload in sessionStorage (identity spec 9: "persisted stores use session
 * storage: user, dictionaries, business, contracts, support data"). An allow-list by query key: a key
 * not named here is never stored. Answers naming a token, a PIN, a card number, a CVV, a password or a
 * code are refused whatever their key.
 */

type Key = readonly unknown[];

const starts = (key: Key, ...prefix: readonly unknown[]) => prefix.every((part, index) => key[index] === part);

/** What each kept family of answers is, with the keys that make it up (README "persisted stores"). */
export const keptQueries: Readonly<Record<string, (key: Key) => boolean>> = {
  /** customerInfo of the customer acted for. */
  user: (key) => starts(key, 'auth', 'customer') && key.length === 2,
  /** The dictionaries: kyc (countries, occupations, document types, states...), registration's, transaction types. */
  dictionaries: (key) =>
    starts(key, 'kyc-dictionary') ||
    starts(key, 'registration', 'dictionary') ||
    starts(key, 'accounts', 'transaction-types'),
  /** The company acted for: its access info and its company info. */
  business: (key) =>
    starts(key, 'auth', 'access') || (starts(key, 'kyc', 'company') && key.length === 4 && key[3] === 'info'),
  /** The contracts list and a contract. */
  contracts: (key) => starts(key, 'contracts', 'list') || starts(key, 'contracts', 'one'),
  /** The support tickets (helpdesk and proxy), their stats, the agent, the helpdesk identity and ticket fields;
   * the conversations (free text) are not kept. */
  support: (key) =>
    starts(key, 'support') &&
    ['tickets', 'proxy-tickets', 'stats', 'agent', 'identity', 'fields'].includes(String(key[1])),
};

export const isKeptQueryKey = (key: Key): boolean => Object.values(keptQueries).some((kept) => kept(key));

/** Field names that mark a secret: such an answer is never written, whatever its key. */
const secretField =
  /token|jwt|password|secret|verifier|challenge|cvv|cvc|cardnumber|^pan$|^pin|pincode|^otp|smscode|verificationcode|confirmationcode|authcode/i;

/** Whether a value holds a field named like a secret, at any depth. */
export function holdsSecret(value: unknown, depth = 0): boolean {
  if (depth > 12 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => holdsSecret(item, depth + 1));
  return Object.entries(value).some(([field, inner]) => secretField.test(field) || holdsSecret(inner, depth + 1));
}

/** A query answer is stored when its key is allow-listed and it holds no secret. */
export const isPersistable = (key: Key, data: unknown): boolean => isKeptQueryKey(key) && !holdsSecret(data);
