// Payload field schemas that accept what the client's body rules produce: purely numeric strings
// arrive as numbers (except address, name, description fields), nulls are stripped.
import { isIsoDay } from '@paydeck/api-client/calendar';
import * as v from 'valibot';
import { fromCents, normaliseDecimal, toCents } from '../money.ts';
import { type TextRuleOptions, unsafeTextReason } from './text-rules.ts';

/** The most characters of any free text that has no limit of its own (the longest own limit: a URL's). */
export const TEXT_MAX = 2000;
/** References and transfer descriptions kept in the ledger: a payment reference's length (review L3). */
export const REFERENCE_MAX = 140;
/** Names of people, cards, batches, buttons, keys. */
export const NAME_MAX = 100;
/** An e-mail address (RFC 5321's path limit). */
export const EMAIL_MAX = 254;

export interface TextOptions extends TextRuleOptions {
  /** At most this many characters (UTF-16 units, as a browser's maxLength counts); TEXT_MAX by default. */
  max?: number;
}

/** Refuses text unsafeTextReason refuses (control and bidi characters, U+0000), saying why. */
export const safeText = (rules: TextRuleOptions = {}) =>
  v.check<string, (issue: v.CheckIssue<string>) => string>(
    (value) => unsafeTextReason(value, rules) === undefined,
    (issue) => unsafeTextReason(String(issue.input), rules) ?? 'must be text',
  );

export const atMost = (max: number) => v.maxLength<string, number, string>(max, `must be at most ${max} characters`);

/**
 * Free text, trimmed, that may have been turned into a number by the client's body rules: one line unless
 * `multiline`, without control or bidi characters, at most `max` (TEXT_MAX) characters.
 */
export const text = (message = 'must be text', { max = TEXT_MAX, ...rules }: TextOptions = {}) =>
  v.pipe(
    v.union([v.string(), v.number()], message),
    v.transform((value) => String(value).trim()),
    safeText(rules),
    atMost(max),
  );

export const requiredText = (message = 'is required', options: TextOptions = {}) =>
  v.pipe(text(undefined, options), v.nonEmpty(message));

/** One line of free text of at most `max` characters. */
export const limitedText = (max: number) => text(undefined, { max });

/** Multi-line free text (a note, pasted lines) of at most `max` characters: tabs and line breaks allowed. */
export const multilineText = (max: number) => text(undefined, { max, multiline: true });

/** A positive integer id, as a number or a numeric string. */
export const id = (message = 'must be a positive integer') =>
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/))], message),
    v.transform(Number),
    v.integer(message),
    v.minValue(1, message),
  );

/** A money amount with at most two decimals, as a decimal string or a number; becomes "12.30". */
export const amount = (message = 'must be an amount with at most two decimals') =>
  v.pipe(
    v.union([v.string(), v.pipe(v.number(), v.finite(), v.transform(String))], message),
    v.check((value) => toCents(value) !== null, message),
    v.transform((value) => fromCents(toCents(value) ?? 0n)),
  );

export const positiveAmount = () =>
  v.pipe(
    amount(),
    v.check((value) => (toCents(value) ?? 0n) > 0n, 'must be positive'),
  );

/**
 * An amount of any currency: at most eight decimals (payments.md 9), as a decimal string or a number;
 * becomes "12.30" or "0.12345678" (2 to 8 decimals). The method checks it against its currency's scale.
 */
export const decimalAmount = (message = 'must be an amount with at most eight decimals') =>
  v.pipe(
    v.union([v.string(), v.pipe(v.number(), v.finite(), v.transform(String))], message),
    v.regex(/^-?\d{1,18}(\.\d{1,8})?$/, message),
    v.transform(normaliseDecimal),
  );

export const positiveDecimalAmount = () =>
  v.pipe(
    decimalAmount(),
    v.check((value) => /[1-9]/.test(value) && !value.startsWith('-'), 'must be positive'),
  );

/** A real calendar date YYYY-MM-DD (not 2026-02-30: @paydeck/api-client/calendar). */
export const dateText = (message = 'must be a date YYYY-MM-DD') =>
  v.pipe(v.string(message), v.check(isIsoDay, message));

/** A boolean, also as 0/1 or "true"/"false". */
export const flag = () =>
  v.pipe(
    v.union([v.boolean(), v.picklist([0, 1, 'true', 'false'])], 'must be a boolean'),
    v.transform((value) => value === true || value === 1 || value === 'true'),
  );

export const currencyCode = (message = 'must be a currency code') =>
  v.pipe(v.string(message), v.regex(/^[A-Za-z]{3}$/, message), v.toUpperCase());

export const paging = (defaultSize: number) => ({
  pageNumber: v.optional(v.pipe(id('must be a page number from 1')), 1),
  pageSize: v.optional(
    v.pipe(id('must be a page size from 1 to 100'), v.maxValue(100, 'must be at most 100')),
    defaultSize,
  ),
});
