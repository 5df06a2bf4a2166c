// The beneficiary of each external rail checked server-side with the client's own rules
// (@paydeck/transfers/api: formats with ibantools, the bank and branch code rule, the template rule, the
// extra parameters), answering WIRE.md "External transfers"' refusals. Wire and EFT here; the other rails
// in external-validate-other.ts.
import {
  bankCodeProblems,
  bicOnWire,
  bicProblem,
  type ExternalRail,
  ibanOnWire,
  ibanProblem,
  usableTemplates,
} from '@paydeck/transfers/api';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import {
  type Beneficiary,
  country,
  extraValues,
  extras,
  field,
  keptTextProblems,
  need,
  offered,
  oneOf,
  type Payload,
  pick,
  type Problems,
} from './external-fields.ts';
import { crypto, instant, interac, oct } from './external-validate-other.ts';
import { bankBranches, banks, paymentTemplates } from './tables.ts';

export type { Beneficiary } from './external-fields.ts';
export { instantKeyHolder } from './external-validate-other.ts';

/** The usable template a submit names, merged under the payload's own fields; a problem if not usable. */
export async function withTemplate(db: Db, customerId: number, rail: ExternalRail, payload: Payload) {
  const id = Number(field(payload, 'templateId'));
  if (!field(payload, 'templateId')) return { payload, templateId: null, problem: null };
  const [template] = Number.isInteger(id)
    ? await db
        .select()
        .from(paymentTemplates)
        .where(and(eq(paymentTemplates.id, id), eq(paymentTemplates.customerId, customerId)))
    : [];
  if (!template || usableTemplates([template], rail).length === 0) {
    return { payload, templateId: null, problem: { param: 'templateId', description: 'cannot be used' } };
  }
  const fromTemplate = { ...template.details, currencyCode: template.currencyCode };
  const own = Object.fromEntries(Object.entries(payload).filter(([, value]) => value !== '' && value != null));
  return {
    payload: { ...fromTemplate, ...own, countryCode: own.countryCode ?? template.countryCode },
    templateId: id,
    problem: null,
  };
}

/** A bank of the dictionary by country and national code, with its branch codes. */
async function dictionaryBank(db: Db, countryCode: string, bankCode: string) {
  const [bank] = await db
    .select()
    .from(banks)
    .where(and(eq(banks.countryIsoCode, countryCode), eq(banks.bankCode, bankCode)));
  if (!bank) return null;
  const branches = await db.select().from(bankBranches).where(eq(bankBranches.swift, bank.swift));
  return { bank, branchCodes: branches.map((branch) => branch.branchCode) };
}

/** BR, JP, HK, LK: both codes present; a bank the dictionary knows must be in the country and own the branch. */
async function bankCodes(db: Db, problems: Problems, payload: Payload, countryCode: string | null, rail: ExternalRail) {
  const bankCode = field(payload, 'bankCode');
  const branchCode = field(payload, 'branchCode');
  const missing = bankCodeProblems({ countryCode, bankCode, branchCode });
  problems.push(...missing);
  if (missing.length > 0 || countryCode === null || bankCode === '') return;
  const known = await dictionaryBank(db, countryCode, bankCode);
  const countryHasBanks = (await db.select().from(banks).where(eq(banks.countryIsoCode, countryCode))).length > 0;
  if (!known && rail === 'eft' && countryHasBanks) need(problems, 'bankCode', `is not a bank of ${countryCode}`);
  if (known && branchCode !== '' && known.branchCodes.length > 0 && !known.branchCodes.includes(branchCode)) {
    need(problems, 'branchCode', `is not a branch of ${known.bank.bankName}`);
  }
}

const bankFields = [
  'beneficiaryAddress',
  'bankName',
  'bankAddress',
  'bankCity',
  'bankZipCode',
  'bankCode',
  'branchCode',
];

async function wire(db: Db, problems: Problems, payload: Payload): Promise<Omit<Beneficiary, 'templateId'>> {
  const name = field(payload, 'beneficiaryName');
  if (name === '') need(problems, 'beneficiaryName');
  const which = oneOf(problems, payload, 'iban', 'accountNumber');
  if (which === 'first' && ibanProblem(field(payload, 'iban')) !== null) need(problems, 'iban', 'is not a valid IBAN');
  if (bicProblem(field(payload, 'swift')) === 'required') need(problems, 'swift');
  else if (bicProblem(field(payload, 'swift')) !== null) need(problems, 'swift', 'is not a valid BIC');
  const bankCountry = country(problems, payload, 'bankCountryCode', true);
  country(problems, payload, 'beneficiaryCountryCode', false);
  offered(problems, 'wire', bankCountry, 'bankCountryCode');
  await bankCodes(db, problems, payload, bankCountry, 'wire');
  extras(problems, 'wire', bankCountry, payload);
  const account = which === 'first' ? { iban: ibanOnWire(field(payload, 'iban')) } : pick(payload, ['accountNumber']);
  return {
    name,
    countryCode: bankCountry,
    currencyCode: field(payload, 'currencyCode') || null,
    details: {
      ...pick(payload, [...bankFields, 'beneficiaryCountryCode']),
      ...account,
      swift: bicOnWire(field(payload, 'swift')),
    },
  };
}

async function eft(db: Db, problems: Problems, payload: Payload): Promise<Omit<Beneficiary, 'templateId'>> {
  const name = field(payload, 'beneficiaryName');
  if (name === '') need(problems, 'beneficiaryName');
  if (field(payload, 'accountNumber') === '') need(problems, 'accountNumber');
  const countryCode = country(problems, payload, 'countryCode', true);
  offered(problems, 'eft', countryCode);
  await bankCodes(db, problems, payload, countryCode, 'eft');
  extras(problems, 'eft', countryCode, payload);
  const details = pick(payload, [...bankFields, 'accountNumber']);
  return { name, countryCode, currencyCode: field(payload, 'currencyCode') || null, details };
}

const noOne = { name: '', countryCode: null, currencyCode: null, details: {} };

/** The beneficiary of a submit (or its problems): the template applied first, then the rail's checks. */
export async function checkBeneficiary(
  db: Db,
  rail: ExternalRail,
  input: Payload,
  ctx: { customerId: number; fromCurrency: string },
): Promise<{ problems: Problems; beneficiary: Beneficiary }> {
  const problems: Problems = [];
  const template = rail === 'wire' || rail === 'eft' ? await withTemplate(db, ctx.customerId, rail, input) : null;
  if (template?.problem) return { problems: [template.problem], beneficiary: { ...noOne, templateId: null } };
  const payload = template?.payload ?? input;
  problems.push(...keptTextProblems(payload));
  const found =
    rail === 'wire'
      ? await wire(db, problems, payload)
      : rail === 'eft'
        ? await eft(db, problems, payload)
        : rail === 'oct'
          ? await oct(db, problems, payload, ctx.customerId)
          : rail === 'crypto'
            ? await crypto(db, problems, payload, ctx.fromCurrency)
            : rail === 'instant'
              ? await instant(db, problems, payload)
              : interac(problems, payload);
  const extraParams = found.countryCode ? extraValues(rail, found.countryCode, payload) : {};
  const details = Object.keys(extraParams).length > 0 ? { ...found.details, extraParams } : found.details;
  return { problems, beneficiary: { ...found, details, templateId: template?.templateId ?? null } };
}
