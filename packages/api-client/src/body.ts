import { isPhoneCountryCodeKey, isPhoneKey, keyKind } from './body-keys.ts';

/**
 * The request body rules (identity spec 5), applied to every method call body:
 * - null, undefined, NaN and ±Infinity are removed, deeply, from objects and arrays (arrays are compacted);
 * - a purely numeric string becomes a number when that number prints back as the very same string ("42", "-7",
 *   "12.5"; not "0123", "12.50", "-0", "1e3", "+5" nor an integer beyond 2^53 - 1), so nothing is lost on the way;
 *   inside text, identifier, money and rate fields (see body-keys.ts) the whole subtree keeps its strings;
 * - a phone country code loses its leading plus sign ("+370" → "370") and stays text.
 * Objects that are not plain (Date, Blob, File) are passed through untouched.
 */
export function prepareBody<T>(payload: T): unknown {
  return prepare(payload, { keepText: false, insidePhone: false });
}

/** Only the stripping rule: used for the REST services (contracts, helpdesk), whose fields are typed already. */
export function stripEmpty<T>(payload: T): unknown {
  return prepare(payload, { keepText: true, insidePhone: false, stripOnly: true });
}

interface Context {
  keepText: boolean;
  insidePhone: boolean;
  stripOnly?: boolean;
}

/** Digits with an optional sign "-" and decimals: no exponent, no "+", no blank, no leading or trailing dot. */
const PLAIN_DECIMAL = /^-?\d+(?:\.\d+)?$/;

/** True when `Number(value)` is exact: JSON then carries the very same digits ("12.5" yes; "0123", "12.50" no). */
export function isExactNumberString(value: string): boolean {
  if (!PLAIN_DECIMAL.test(value)) return false;
  const number = Number(value);
  if (Number.isInteger(number) && !Number.isSafeInteger(number)) return false;
  return String(number) === value;
}

export function isEmptyValue(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'number' && !Number.isFinite(value));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function prepare(value: unknown, context: Context): unknown {
  if (Array.isArray(value)) {
    return value.filter((item) => !isEmptyValue(item)).map((item) => prepare(item, context));
  }
  if (isPlainObject(value)) {
    // fromEntries defines own properties, so a "__proto__" key stays a plain key.
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, item]) => !isEmptyValue(item))
        .map(([key, item]) => [key, prepareField(key, item, context)]),
    );
  }
  if (typeof value === 'string' && !context.keepText && isExactNumberString(value)) return Number(value);
  return value;
}

function prepareField(key: string, value: unknown, context: Context): unknown {
  if (context.stripOnly) return prepare(value, context);
  if (typeof value === 'string' && isPhoneCountryCodeKey(key, context.insidePhone)) return value.replace(/^\++/, '');
  return prepare(value, {
    keepText: context.keepText || keyKind(key) !== 'convertible',
    insidePhone: isPhoneKey(key),
  });
}
