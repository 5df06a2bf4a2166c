/**
 * Which body fields keep their text. The spec names address, name, description and bank-address fields; we add
 * identifiers (tax ids, CPF, account, card and phone numbers, codes, postcodes, references: digits that are text
 * by nature, where "0123" or a 17-digit TIN turned into a number would be a bug), money (amounts are decimal
 * strings, never floats), rates and percentages (exact decimals too) and other free text (notes, messages).
 */

export type KeyKind = 'text' | 'identifier' | 'money' | 'rate' | 'convertible';

/** The spec's own exceptions, matched anywhere in the key: bankAddress, addressLine1, firstName, username, batchName… */
const SPEC_TEXT_PARTS = /address|name|description/i;

/** Free text of ours, matched against the key's last word (modifiers skipped): noteBody, toEmail, notifyUrl… */
const TEXT_LAST_WORDS = new Set(['email', 'note', 'title', 'body', 'message', 'text', 'query', 'captcha', 'url']);

/**
 * Identifiers, matched against the key's last word (modifiers skipped): phoneNumber, accountNumber, postalCode,
 * activationCode, pin, newPassword, instantKey, toIBAN, giin, companyTicket, version ("3.50" is not 3.5)…
 */
const IDENTIFIER_LAST_WORDS = new Set([
  'phone',
  'number',
  'code',
  'otp',
  'pin',
  'password',
  'secret',
  'token',
  'key',
  'iban',
  'swift',
  'bic',
  'zip',
  'postcode',
  'reference',
  'tin',
  'cpf',
  'cnpj',
  'ssn',
  'nif',
  'giin',
  'cvv',
  'cvc',
  'ticker',
  'ticket',
  'version',
]);

/** An `…Id` that names a document of a state, not a row: taxId, taxIds, businessTaxId, nationalId, vatId. */
const IDENTIFIER_ID_QUALIFIERS = new Set(['tax', 'national', 'vat', 'fiscal']);
const ID_WORDS = new Set(['id', 'identifier']);

/** Trailing words that do not change what a field holds: passwordNewRepeat is a password, pinConfirm a PIN. */
const MODIFIER_WORDS = new Set(['repeat', 'repeated', 'confirm', 'confirmation', 'again', 'new', 'old', 'current']);

/** Money, matched against the key's last word: amount, toAmount, fromAmount, fee, balance, price, total, annualTurnover. */
const MONEY_LAST_WORDS = new Set(['amount', 'fee', 'balance', 'price', 'total', 'turnover']);

/** Rates and percentages, matched against the key's last word: percentage, share, exchangeRate, extraFxMarkupPercent. */
const RATE_LAST_WORDS = new Set(['percent', 'percentage', 'share', 'rate', 'markup']);

/** `toAmount` → [to, amount]; `bank_address` → [bank, address]; `toIBAN` → [to, iban]. */
export function keyWords(key: string): string[] {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_.-]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
}

function inSet(set: Set<string>, word: string | undefined): boolean {
  if (word === undefined) return false;
  return set.has(word) || (word.endsWith('s') && set.has(word.slice(0, -1)));
}

/** The key's words, trailing modifiers skipped: passwordNewRepeat → [password]. */
function meaningWords(key: string): string[] {
  const words = keyWords(key);
  while (words.length > 1 && MODIFIER_WORDS.has(words.at(-1) ?? '')) words.pop();
  return words;
}

function isIdentifier(words: string[]): boolean {
  const last = words.at(-1);
  if (inSet(IDENTIFIER_LAST_WORDS, last)) return true;
  return inSet(ID_WORDS, last) && IDENTIFIER_ID_QUALIFIERS.has(words.at(-2) ?? '');
}

export function keyKind(key: string): KeyKind {
  const words = meaningWords(key);
  const last = words.at(-1);
  if (inSet(MONEY_LAST_WORDS, last)) return 'money';
  if (inSet(RATE_LAST_WORDS, last)) return 'rate';
  if (SPEC_TEXT_PARTS.test(key) || inSet(TEXT_LAST_WORDS, last)) return 'text';
  if (isIdentifier(words)) return 'identifier';
  return 'convertible';
}

/** `phone`, `phones`, `mobilePhone`, `phoneDetails`: objects whose `countryCode` / `dialCode` is a phone country code. */
export function isPhoneKey(key: string): boolean {
  return keyWords(key).some((word) => word === 'phone' || word === 'phones');
}

/** `phoneCountryCode` anywhere, or `countryCode` / `dialCode` inside a phone object. */
export function isPhoneCountryCodeKey(key: string, insidePhone: boolean): boolean {
  const words = keyWords(key).join(' ');
  if (words === 'phone country code') return true;
  return insidePhone && (words === 'country code' || words === 'dial code');
}
