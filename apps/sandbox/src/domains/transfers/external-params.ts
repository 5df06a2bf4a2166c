// The extra parameters each rail asks for a country (transferExtraParams; payments.md 3 "Extra parameters
// list, some grouped under options.extraParams") and their check in a submit: a top-level parameter is read
// from the payload's top level, a grouped one from `options.extraParams` only (the client's
// `placeExtraParams`); a value in the wrong place counts as missing.
import type { ExternalRail } from '@paydeck/transfers/api';
import type { ValidationError } from '../../api/answers.ts';

export interface ExtraParamDefinition {
  name: string;
  label: string;
  required: boolean;
  pattern: string | null;
  maxLength: number | null;
  values: { value: string; label: string }[];
  optionsFrom: 'eftBranchOptions' | null;
}

const param = (name: string, label: string, more: Partial<ExtraParamDefinition> = {}): ExtraParamDefinition => ({
  name,
  label,
  required: true,
  pattern: null,
  maxLength: null,
  values: [],
  optionsFrom: null,
  ...more,
});

const purposes = [
  { value: 'goods', label: 'Goods' },
  { value: 'services', label: 'Services' },
  { value: 'salary', label: 'Salary' },
  { value: 'family', label: 'Family support' },
  { value: 'other', label: 'Other' },
];
const accountTypes = [
  { value: 'checking', label: 'Checking' },
  { value: 'savings', label: 'Savings' },
];
const branch = param('branchCode', 'Branch', { optionsFrom: 'eftBranchOptions', maxLength: 6 });

export interface ExtraParams {
  extraParams: ExtraParamDefinition[];
  options: { extraParams: ExtraParamDefinition[] };
}

/** The extra parameters of a rail to a country: top level, and grouped under `options.extraParams`. */
export function extraParamsFor(rail: ExternalRail, countryCode: string): ExtraParams {
  const country = countryCode.toUpperCase();
  const of = (top: ExtraParamDefinition[], grouped: ExtraParamDefinition[] = []): ExtraParams => ({
    extraParams: top,
    options: { extraParams: grouped },
  });
  if (rail === 'wire') {
    return of(
      [
        param('intermediarySwift', 'Intermediary bank SWIFT', {
          required: false,
          pattern: '^[A-Z0-9]{8}([A-Z0-9]{3})?$',
        }),
      ],
      [param('paymentPurpose', 'Purpose of payment', { values: purposes })],
    );
  }
  if (rail === 'eft' && country === 'BR') {
    return of(
      [param('beneficiaryTaxId', 'CPF or CNPJ', { pattern: '^(\\d{11}|\\d{14})$', maxLength: 14 }), branch],
      [param('accountType', 'Account type', { values: accountTypes })],
    );
  }
  if (rail === 'eft' && ['JP', 'HK', 'LK'].includes(country)) return of([branch]);
  if (rail === 'eft' && ['US', 'CA'].includes(country)) {
    return of([], [param('accountType', 'Account type', { values: accountTypes })]);
  }
  return of([]);
}

const textOf = (source: Record<string, unknown> | undefined, name: string): string => {
  const value = source?.[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
};

/**
 * The problems of a submit's extra parameters (WIRE.md): a missing required one `<name>: "is required"`, a
 * pattern, length or choice mismatch `<name>: "is not valid"`, each read only from the place it was listed.
 */
export function extraParamProblems(
  params: ExtraParams,
  payload: Record<string, unknown>,
  grouped: Record<string, unknown> | undefined,
): ValidationError[] {
  const problems: ValidationError[] = [];
  const check = (definition: ExtraParamDefinition, value: string, param: string) => {
    if (value === '') {
      if (definition.required) problems.push({ param, description: 'is required' });
      return;
    }
    const tooLong = definition.maxLength !== null && value.length > definition.maxLength;
    const mismatch = definition.pattern !== null && !new RegExp(definition.pattern).test(value);
    const notAChoice = definition.values.length > 0 && !definition.values.some((choice) => choice.value === value);
    if (tooLong || mismatch || notAChoice) problems.push({ param, description: 'is not valid' });
  };
  for (const definition of params.extraParams) check(definition, textOf(payload, definition.name), definition.name);
  for (const definition of params.options.extraParams) {
    check(definition, textOf(grouped, definition.name), definition.name);
  }
  return problems;
}
