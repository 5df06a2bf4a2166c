// Where a refused external submit is shown (payments.md 8): each VF entry at its field (an extra parameter's
// name, top level or `options.extraParams.<name>`, at that extra field), a known reason in the interface
// language, anything else (another code, an unknown param) above the Send button.
import { isApiError } from '@paydeck/api-client';
import type { Problem } from './external-rules';
import type { ExternalField, ExternalValues } from './values';

export type Refusal = { field: ExternalField; problem: Problem } | { field: ExternalField; text: string };

const knownReasons: { pattern: RegExp; problem: Problem }[] = [
  { pattern: /^is required$/i, problem: 'required' },
  { pattern: /BIN is not accepted/i, problem: 'blocked' },
  { pattern: /not a valid IBAN/i, problem: 'checksum' },
  { pattern: /insufficient funds/i, problem: 'overAvailable' },
  { pattern: /exceeds your limit/i, problem: 'overMax' },
];

const plainFields: readonly string[] = [
  'fromAccountId',
  'amount',
  'description',
  'templateId',
  'cardId',
  'cardNumber',
  'cardHolderName',
  'beneficiaryName',
  'beneficiaryAddress',
  'iban',
  'accountNumber',
  'swift',
  'bankName',
  'bankAddress',
  'bankCity',
  'bankZipCode',
  'bankCountryCode',
  'bankCode',
  'branchCode',
  'address',
  'instantKey',
  'taxId',
  'email',
  'phone',
] satisfies (keyof ExternalValues)[];

function fieldOf(param: string, extraNames: readonly string[]): ExternalField | null {
  const name = param.startsWith('options.extraParams.') ? param.slice('options.extraParams.'.length) : param;
  if (extraNames.includes(name)) return `extras.${name}`;
  if (plainFields.includes(param)) return param as ExternalField;
  if (param === 'beneficiaryCountryCode' || param === 'countryCode') return 'bankCountryCode';
  return null;
}

export function externalRefusal(error: unknown, extraNames: readonly string[]): { fields: Refusal[]; form: boolean } {
  if (!isApiError(error) || error.code !== 'VF') return { fields: [], form: true };
  const fields: Refusal[] = [];
  let form = false;
  for (const { param, description } of error.validationErrors) {
    const field = fieldOf(param, extraNames);
    if (!field) {
      form = true;
      continue;
    }
    const known = knownReasons.find((reason) => reason.pattern.test(description));
    fields.push(known ? { field, problem: known.problem } : { field, text: description });
  }
  return { fields, form: form || fields.length === 0 };
}
