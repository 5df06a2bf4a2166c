// Payload field schemas that accept what the client's body rules produce: purely numeric strings
// arrive as numbers (except address, name, description fields), nulls are stripped.
import * as v from 'valibot';
import { fromCents, normaliseDecimal, toCents } from '../money.ts';

/** Text that may have been turned into a number by the client's body rules. */
export const text = (message = 'must be text') =>
  v.pipe(
    v.union([v.string(), v.number()], message),
    v.transform((value) => String(value).trim()),
  );

export const requiredText = (message = 'is required') => v.pipe(text(), v.nonEmpty(message));

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

/** A calendar date YYYY-MM-DD. */
export const dateText = (message = 'must be a date YYYY-MM-DD') =>
  v.pipe(
    v.string(message),
    v.regex(/^\d{4}-\d{2}-\d{2}$/, message),
    v.check((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), message),
  );

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
