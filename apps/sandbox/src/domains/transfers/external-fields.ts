// The shared pieces of the external beneficiary checks (external-validate*.ts): payload fields as text,
// the refusals' wording of WIRE.md "External transfers", countries, the rail offered to a country, extras.
import { beneficiaryTextMax, type ExternalRail, isCountryCode, transferTypeOf } from '@paydeck/transfers/api';
import type { ValidationError } from '../../api/answers.ts';
import { unsafeTextReason } from '../../api/text-rules.ts';
import { extraParamProblems, extraParamsFor } from './external-params.ts';
import { railsToCountry } from './external-rules.ts';

export type Payload = Record<string, unknown>;
export type Problems = ValidationError[];

/** A payload field as trimmed text ('' when absent); numbers (the client's body rules) become text. */
export const field = (payload: Payload, name: string): string => {
  const value = payload[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
};

/** Each kept free-text field that is not one line of safe text, or is too long (fields.ts' text rule). */
export function keptTextProblems(payload: Payload): Problems {
  const problems: Problems = [];
  for (const [name, max] of Object.entries(beneficiaryTextMax)) {
    const value = field(payload, name);
    const unsafe = unsafeTextReason(value);
    if (unsafe) need(problems, name, unsafe);
    else if (value.length > max) need(problems, name, `must be at most ${max} characters`);
  }
  return problems;
}

export interface Beneficiary {
  name: string;
  countryCode: string | null;
  /** The currency the beneficiary receives, when the rail fixes or the payload names it. */
  currencyCode: string | null;
  details: Record<string, unknown>;
  templateId: number | null;
}

export const need = (problems: Problems, param: string, description = 'is required') =>
  problems.push({ param, description });

/** Exactly one of two fields: both or neither refused on the first (WIRE.md). */
export function oneOf(problems: Problems, payload: Payload, first: string, second: string): 'first' | 'second' | null {
  const a = field(payload, first) !== '';
  const b = field(payload, second) !== '';
  if (a && b) need(problems, first, 'give only one');
  else if (!a && !b) need(problems, first);
  else return a ? 'first' : 'second';
  return null;
}

export function country(problems: Problems, payload: Payload, param: string, required: boolean): string | null {
  const code = field(payload, param).toUpperCase();
  if (code === '') {
    if (required) need(problems, param);
    return null;
  }
  if (!isCountryCode(code)) {
    need(problems, param, 'is not a country');
    return null;
  }
  return code;
}

export function extras(problems: Problems, rail: ExternalRail, countryCode: string | null, payload: Payload) {
  if (countryCode === null) return;
  const options = payload.options as { extraParams?: Payload } | undefined;
  problems.push(...extraParamProblems(extraParamsFor(rail, countryCode), payload, options?.extraParams));
}

export function offered(problems: Problems, rail: ExternalRail, countryCode: string | null, param = 'countryCode') {
  if (countryCode !== null && !railsToCountry(countryCode).includes(rail)) {
    need(problems, param, `is not available for ${transferTypeOf[rail]}`);
  }
}

export const pick = (payload: Payload, names: string[]) =>
  Object.fromEntries(names.flatMap((name) => (field(payload, name) ? [[name, field(payload, name)]] : [])));

/** The values of the rail's listed extra parameters, each read from where it was listed (kept with the transfer). */
export function extraValues(rail: ExternalRail, countryCode: string, payload: Payload): Record<string, string> {
  const { extraParams, options } = extraParamsFor(rail, countryCode);
  const grouped = (payload.options as { extraParams?: Payload } | undefined)?.extraParams ?? {};
  const values: Record<string, string> = {};
  for (const p of extraParams) if (field(payload, p.name)) values[p.name] = field(payload, p.name);
  for (const p of options.extraParams) if (field(grouped, p.name)) values[p.name] = field(grouped, p.name);
  return values;
}
