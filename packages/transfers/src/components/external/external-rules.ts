// The external form's rules (payments.md 5; WIRE.md "External transfers"): what is wrong with each field of
// the chosen rail, in the order a person reads them, and the submit's payload from valid values. Pure; the
// words are in external-words.ts. Formats come from the model (the sandbox checks the same).
import { type Account, availableAmount, compareDecimal } from '@paydeck/accounts';
import { isValidEmail } from '@paydeck/auth/email';
import { checkAmount } from '@paydeck/ui';
import { countrySpecs } from 'ibantools';
import type { ExternalInputs } from '../../api/external-transfers';
import type { ExtraParam, ExtraParamsAnswer } from '../../api/external-lookups';
import { isPositiveAmount, wireAmount } from '../../model/amount';
import { bankCodeProblems, type ExternalRail, extraParamPlacements, placeExtraParams } from '../../model/external';
import {
  bicOnWire,
  bicProblem,
  cardNumberOnWire,
  cardNumberProblem,
  cryptoAddressProblem,
  ibanOnWire,
  ibanProblem,
  isCountryCode,
} from '../../model/formats';
import { beneficiaryTextMax, REFERENCE_MAX, textProblem, unsafeText } from '../../model/free-text';
import type { phoneOnWire } from '../../model/phone';
import { currencyScale } from '../p2p/p2p-rules';
import { emptyExternalValues, type ExternalField, type ExternalValues } from './values';

/** Extra parameters named like one of the form's own fields (EFT's `branchCode`) are that field. */
const ownFields = new Set(Object.keys(emptyExternalValues('', 'iban')));
export const isOwnField = (name: string): boolean => ownFields.has(name);

/** The answer without the parameters the form asks as its own fields. */
export function foreignExtras(answer: ExtraParamsAnswer | null): ExtraParamsAnswer | null {
  if (!answer) return null;
  const keep = (list: readonly ExtraParam[]) => list.filter((param) => !isOwnField(param.name));
  return { extraParams: keep(answer.extraParams), options: { extraParams: keep(answer.options.extraParams) } };
}

export type Problem =
  | 'required'
  | 'format'
  | 'checksum'
  | 'blocked'
  | 'unchecked'
  | 'length'
  | 'scale'
  | 'zero'
  | 'overAvailable'
  | 'overMax'
  | 'tooLong'
  | 'control'
  | 'bidi';

export interface FieldProblem {
  field: ExternalField;
  problem: Problem;
}

/** The phone rule (model/phone.ts), loaded with its library only for the rails that ask a phone. */
export type PhoneRule = typeof phoneOnWire;
/** Until it is loaded no phone passes (the form waits for it before it shows a phone field). */
const noPhone: PhoneRule = () => null;

export interface RuleContext {
  phone?: PhoneRule;
  rail: ExternalRail;
  countryCode: string;
  accounts: readonly Account[];
  /** The blocked BINs; null until they are known (no typed card number passes then). */
  blockedBins: readonly string[] | null;
  extraParams: ExtraParamsAnswer | null;
  /** The most that can be sent now (transferMaxAmount), once known. */
  maxAmount: string | null;
}

/** An IBAN country uses IBANs for wires (ibantools' registry); elsewhere an account number. */
export const usesIban = (countryCode: string): boolean =>
  countrySpecs[countryCode.toUpperCase()]?.IBANRegistry === true;

const blank = (text: string) => text.trim() === '';
const ACCOUNT_NUMBER = /^[A-Za-z0-9-]{4,34}$/;

/** The most characters of each typed field the bank keeps with the transfer (the sandbox's limits). */
export const externalTextMax = {
  ...beneficiaryTextMax,
  description: REFERENCE_MAX,
} as const satisfies Partial<Record<ExternalField, number>>;
type KeptText = keyof typeof externalTextMax;

function amountProblem(values: ExternalValues, account: Account | undefined, maxAmount: string | null): Problem | null {
  if (blank(values.amount)) return 'required';
  const shape = checkAmount(values.amount, currencyScale(account?.currencyCode));
  if (shape === 'decimals') return 'scale';
  const amount = wireAmount(values.amount);
  if (shape === 'format' || amount === null) return 'format';
  if (!isPositiveAmount(amount)) return 'zero';
  if (account && compareDecimal(amount, availableAmount(account)) > 0) return 'overAvailable';
  if (maxAmount !== null && compareDecimal(amount, maxAmount) > 0) return 'overMax';
  return null;
}

function extraProblem(param: ExtraParam, typed: string | undefined): Problem | null {
  const value = (typed ?? '').trim();
  if (value === '') return param.required ? 'required' : null;
  const unsafe = unsafeText(value);
  if (unsafe) return unsafe;
  if (param.maxLength !== null && value.length > param.maxLength) return 'tooLong';
  if (param.pattern !== null) {
    try {
      if (!new RegExp(`^(?:${param.pattern})$`).test(value)) return 'format';
    } catch {
      return null; // a pattern this browser cannot read: the server checks
    }
  }
  return null;
}

function railProblems(ctx: RuleContext, v: ExternalValues, push: (field: ExternalField, p: Problem | null) => void) {
  /** A kept field's length and characters: its own rule then speaks only of well-formed text. */
  const text = (field: KeptText) => textProblem(v[field], { max: externalTextMax[field] });
  const typed = (...fields: KeptText[]) => {
    for (const field of fields) push(field, text(field));
  };
  const required = (field: KeptText, rule: () => Problem | null = () => null) =>
    push(field, blank(v[field]) ? 'required' : (text(field) ?? rule()));
  const accountNumber = () =>
    required('accountNumber', () => (ACCOUNT_NUMBER.test(v.accountNumber.trim()) ? null : 'format'));
  switch (ctx.rail) {
    case 'oct':
      if (v.cardId === '') {
        push('cardNumber', cardNumberProblem(v.cardNumber, ctx.blockedBins));
        typed('cardHolderName');
      }
      return;
    case 'wire': {
      required('beneficiaryName');
      typed('beneficiaryAddress');
      if (v.accountKind === 'iban') push('iban', ibanProblem(v.iban));
      else accountNumber();
      push('swift', bicProblem(v.swift));
      typed('bankName', 'bankAddress', 'bankCity', 'bankZipCode');
      push(
        'bankCountryCode',
        blank(v.bankCountryCode) ? 'required' : isCountryCode(v.bankCountryCode) ? null : 'format',
      );
      typed('bankCode', 'branchCode');
      for (const p of bankCodeProblems({
        countryCode: v.bankCountryCode,
        bankCode: v.bankCode,
        branchCode: v.branchCode,
      }))
        push(p.param, 'required');
      return;
    }
    case 'eft':
      required('beneficiaryName');
      accountNumber();
      required('bankCode');
      typed('branchCode');
      for (const p of bankCodeProblems({
        countryCode: ctx.countryCode,
        bankCode: v.bankCode,
        branchCode: v.branchCode,
      }))
        if (p.param === 'branchCode') push('branchCode', 'required');
      return;
    case 'crypto':
      typed('address');
      push('address', cryptoAddressProblem(v.address));
      return;
    case 'instant':
      typed('instantKey');
      push('instantKey', instantKeyProblem(v, ctx.countryCode, ctx.phone ?? noPhone));
      if (v.instantKeyType === 'account') push('bankCode', blank(v.bankCode) ? 'required' : null);
      return;
    case 'interac':
      required('beneficiaryName');
      if (v.contactKind === 'email') required('email', () => (isValidEmail(v.email.trim()) ? null : 'format'));
      else required('phone', () => ((ctx.phone ?? noPhone)(v.phone, 'CA') ? null : 'format'));
      return;
  }
}

function instantKeyProblem(v: ExternalValues, countryCode: string, phone: PhoneRule): Problem | null {
  const key = v.instantKey.trim();
  if (key === '') return 'required';
  if (v.instantKeyType === 'email') return isValidEmail(key) ? null : 'format';
  if (v.instantKeyType === 'phone') return phone(key, countryCode) ? null : 'format';
  return /^[A-Za-z0-9.\-/]{4,77}$/.test(key) ? null : 'format';
}

/** Every problem of the values for the chosen rail, in the form's order; empty when it may be sent. */
export function externalProblems(ctx: RuleContext, values: ExternalValues): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const push = (field: ExternalField, problem: Problem | null) => {
    if (problem && !problems.some((p) => p.field === field)) problems.push({ field, problem });
  };
  const account = ctx.accounts.find((item) => item.accountId === values.fromAccountId);
  if (!account) push('fromAccountId', 'required');
  railProblems(ctx, values, push);
  const extras = foreignExtras(ctx.extraParams);
  for (const param of [...(extras?.extraParams ?? []), ...(extras?.options.extraParams ?? [])])
    push(`extras.${param.name}`, extraProblem(param, values.extras[param.name]));
  push('amount', amountProblem(values, account, ctx.maxAmount));
  push('description', textProblem(values.description, { max: externalTextMax.description }));
  return problems;
}

const optional = (text: string) => (blank(text) ? {} : null);
function some<K extends string>(key: K, text: string): Partial<Record<K, string>> {
  return optional(text) ?? ({ [key]: text.trim() } as Record<K, string>);
}

/** The submit's payload from values without problems (the caller checked `externalProblems` first). */
export function externalPayload<R extends ExternalRail>(
  ctx: RuleContext & { rail: R },
  v: ExternalValues,
): ExternalInputs[R] {
  const amount = wireAmount(v.amount) ?? '';
  const common = { fromAccountId: v.fromAccountId as number, amount, ...some('description', v.description) };
  const foreign = foreignExtras(ctx.extraParams);
  const extras = foreign ? placeExtraParams(extraParamPlacements(foreign), v.extras) : { top: {} };
  const placed = { ...extras.top, ...(extras.options ? { options: extras.options } : {}) };
  const template = {
    ...(v.templateId ? { templateId: Number(v.templateId) } : {}),
    ...some('currencyCode', v.currencyCode),
  };
  const byRail: { [K in ExternalRail]: () => ExternalInputs[K] } = {
    oct: () => ({
      ...common,
      ...(v.cardId ? { cardId: Number(v.cardId) } : { cardNumber: cardNumberOnWire(v.cardNumber) }),
      ...some('cardHolderName', v.cardHolderName),
    }),
    wire: () => ({
      ...common,
      ...placed,
      ...template,
      beneficiaryName: v.beneficiaryName.trim(),
      ...some('beneficiaryAddress', v.beneficiaryAddress),
      beneficiaryCountryCode: ctx.countryCode,
      ...(v.accountKind === 'iban' ? { iban: ibanOnWire(v.iban) } : { accountNumber: v.accountNumber.trim() }),
      swift: bicOnWire(v.swift),
      ...some('bankName', v.bankName),
      ...some('bankAddress', v.bankAddress),
      ...some('bankCity', v.bankCity),
      ...some('bankZipCode', v.bankZipCode),
      bankCountryCode: v.bankCountryCode.trim().toUpperCase(),
      ...some('bankCode', v.bankCode),
      ...some('branchCode', v.branchCode),
    }),
    eft: () => ({
      ...common,
      ...placed,
      ...template,
      beneficiaryName: v.beneficiaryName.trim(),
      ...some('beneficiaryAddress', v.beneficiaryAddress),
      countryCode: ctx.countryCode,
      accountNumber: v.accountNumber.trim(),
      bankCode: v.bankCode.trim(),
      ...some('bankName', v.bankName),
      ...some('branchCode', v.branchCode),
    }),
    crypto: () => ({ ...common, address: v.address.trim() }),
    instant: () => ({
      ...common,
      ...placed,
      countryCode: ctx.countryCode,
      instantKeyType: v.instantKeyType,
      instantKey:
        v.instantKeyType === 'phone'
          ? ((ctx.phone ?? noPhone)(v.instantKey, ctx.countryCode) ?? '')
          : v.instantKey.trim(),
      ...some('taxId', v.taxId),
      ...(v.instantKeyType === 'account' ? { bankCode: v.bankCode.trim() } : {}),
    }),
    interac: () => ({
      ...common,
      beneficiaryName: v.beneficiaryName.trim(),
      ...(v.contactKind === 'email'
        ? { email: v.email.trim() }
        : { phone: (ctx.phone ?? noPhone)(v.phone, 'CA') ?? '' }),
    }),
  };
  return byRail[ctx.rail]();
}
