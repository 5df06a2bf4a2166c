/**
 * Which body fields keep their text. The spec names address, name, description and bank-address fields; we add
 * money (amounts are decimal strings, never floats) and fields whose digits are text by nature (phone numbers,
 * codes, PINs, passwords, account and card numbers), where turning "0123" or "1234" into a number would be a bug.
 */

export type KeyKind = 'text' | 'money' | 'convertible';

/** The spec's own exceptions, matched anywhere in the key: bankAddress, addressLine1, firstName, username, batchName… */
const SPEC_TEXT_PARTS = /address|name|description/i;

/** Our additions, matched against the key's last word (modifiers skipped): phoneNumber, activationCode, pin, newPassword, instantKey… */
const TEXT_LAST_WORDS = new Set([
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
  'email',
  'note',
  'reference',
  'title',
  'body',
  'message',
  'text',
  'query',
  'captcha',
  'url',
]);

/** Trailing words that do not change what a field holds: passwordNewRepeat is a password, pinConfirm a PIN. */
const MODIFIER_WORDS = new Set(['repeat', 'repeated', 'confirm', 'confirmation', 'again', 'new', 'old', 'current']);

/** Money, matched against the key's last word: amount, toAmount, fromAmount, fee, balance, price, total. */
const MONEY_LAST_WORDS = new Set(['amount', 'fee', 'balance', 'price', 'total']);

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

/** The key's last word, trailing modifiers skipped: passwordNewRepeat → password. */
function headWord(key: string): string | undefined {
  const words = keyWords(key);
  while (words.length > 1 && MODIFIER_WORDS.has(words.at(-1) ?? '')) words.pop();
  return words.at(-1);
}

export function keyKind(key: string): KeyKind {
  const last = headWord(key);
  if (inSet(MONEY_LAST_WORDS, last)) return 'money';
  if (SPEC_TEXT_PARTS.test(key) || inSet(TEXT_LAST_WORDS, last)) return 'text';
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
