// Valibot schemas of address fields: each one falls back to "not set" instead of failing, so a
// mangled link still opens the page with what could be read. The router may hand numbers for
// numeric-looking values (its search parser reads JSON), so both forms are read.
import * as v from 'valibot';

/** A field that is undefined when missing or unreadable. */
export const lenient = <S extends v.GenericSchema>(schema: S) => v.optional(v.fallback(v.optional(schema), undefined));

export const PositiveInt = lenient(
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,15}$/), v.transform(Number))]),
    v.safeInteger(),
    v.minValue(1),
  ),
);

export const Word = (max = 100) =>
  lenient(
    v.pipe(
      v.union([v.string(), v.pipe(v.number(), v.finite(), v.transform(String))]),
      v.trim(),
      v.minLength(1),
      v.maxLength(max),
    ),
  );

export const IsoDate = lenient(v.pipe(v.string(), v.isoDate()));

/** A non-negative amount with at most 2 decimals, kept as text ("10", "10.50"). */
export const AmountText = lenient(
  v.pipe(
    v.union([v.string(), v.pipe(v.number(), v.finite(), v.transform(String))]),
    v.trim(),
    v.regex(/^\d{1,15}(\.\d{1,2})?$/),
  ),
);

export const OneOf = <const T extends readonly [string, ...string[]]>(options: T) => lenient(v.picklist(options));

/** Leaves out the fields that are not set (a stable address). */
export const withoutUnset = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
