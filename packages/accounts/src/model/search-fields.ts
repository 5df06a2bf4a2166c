// Readers of address fields: each one gives undefined ("not set") instead of failing, so a mangled
// link still opens the page with what could be read. The router may hand numbers for numeric-looking
// values (its search parser reads JSON), so both forms are read.
// Plain functions, not valibot: the route definitions call them (validateSearch), and route
// definitions are part of every first paint, the login page's included (README, "Search params").

/** Reads one field: its value, or undefined when missing or unreadable. */
export type Field<T> = (value: unknown) => T | undefined;

/** A string, or a finite number as its text. */
const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined;

export const PositiveInt: Field<number> = (value) => {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : 0;
  return Number.isSafeInteger(number) && number >= 1 ? number : undefined;
};

/** Trimmed text of 1 to `max` characters. */
export const Word =
  (max = 100): Field<string> =>
  (value) => {
    const word = text(value)?.trim();
    return word && word.length <= max ? word : undefined;
  };

/** A calendar date, YYYY-MM-DD (month 01–12, day 01–31). */
export const IsoDate: Field<string> = (value) =>
  typeof value === 'string' && /^\d{4}-(?:0[1-9]|1[0-2])-(?:[12]\d|0[1-9]|3[01])$/.test(value) ? value : undefined;

/** A non-negative amount with at most 2 decimals, kept as text ("10", "10.50"). */
export const AmountText: Field<string> = (value) => {
  const amount = text(value)?.trim();
  return amount !== undefined && /^\d{1,15}(\.\d{1,2})?$/.test(amount) ? amount : undefined;
};

export const OneOf =
  <const T extends readonly string[]>(options: T): Field<T[number]> =>
  (value) =>
    options.find((option) => option === value);

type Read<F> = { [K in keyof F]?: F[K] extends Field<infer T> ? T : never };

/** Every field of `fields` read from `raw`; the ones not set are left out, unknown keys are dropped. */
export function readFields<F extends Record<string, Field<unknown>>>(fields: F, raw: Record<string, unknown>): Read<F> {
  const read: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(fields)) {
    const value = field(raw[key]);
    if (value !== undefined) read[key] = value;
  }
  return read as Read<F>;
}

/** Leaves out the fields that are not set (a stable address). */
export const withoutUnset = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
