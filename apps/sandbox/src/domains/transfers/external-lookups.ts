// The external form's lookups (WIRE.md "External transfers", "Lookups"): the transfer types to a country,
// banks and instant banks, extra parameters, EFT branch options, the SWIFT and IBAN dictionaries, the
// instant key's holder and the payment templates. Read-only.
import {
  bicOnWire,
  bicProblem,
  ibanOnWire,
  ibanProblem,
  isCountryCode,
  railOfTransferType,
  transferTypeOf,
} from '@paydeck/transfers/api';
import { and, asc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { invalid, ok } from '../../api/answers.ts';
import { text } from '../../api/fields.ts';
import { type MethodDefinition, sessionMethod } from '../../api/registry.ts';
import { intlLocale } from '../../lang.ts';
import { extraParamsFor } from './external-params.ts';
import { railsToCountry } from './external-rules.ts';
import { instantKeyHolder } from './external-validate.ts';
import { bankBranches, banks, instantBanks, paymentTemplates } from './tables.ts';

const countryPayload = v.object({ countryCode: text() });
const countryOf = (value: string): string | null => (isCountryCode(value) ? value.toUpperCase() : null);
const notACountry = () => invalid('countryCode', 'is not a country');

const availableTransfersToCountry = sessionMethod({
  name: 'availableTransfersToCountry',
  readOnly: true,
  payload: countryPayload,
  async handle(_, input) {
    const countryCode = countryOf(input.countryCode);
    if (!countryCode) return notACountry();
    return ok({ options: railsToCountry(countryCode).map((rail) => ({ transferType: transferTypeOf[rail] })) });
  },
});

const bankList = sessionMethod({
  name: 'bankList',
  readOnly: true,
  payload: countryPayload,
  async handle({ db }, input) {
    const countryCode = countryOf(input.countryCode);
    if (!countryCode) return notACountry();
    const rows = await db
      .select()
      .from(banks)
      .where(eq(banks.countryIsoCode, countryCode))
      .orderBy(asc(banks.bankName));
    return ok({ banks: rows.map((row) => ({ bankCode: row.bankCode, bankName: row.bankName })) });
  },
});

const instantBankList = sessionMethod({
  name: 'instantBankList',
  readOnly: true,
  payload: countryPayload,
  async handle({ db }, input) {
    const countryCode = countryOf(input.countryCode);
    if (!countryCode) return notACountry();
    const rows = await db
      .select()
      .from(instantBanks)
      .where(eq(instantBanks.countryCode, countryCode))
      .orderBy(asc(instantBanks.name));
    return ok({ banks: rows.map((row) => ({ bankCode: row.code, bankName: row.name })) });
  },
});

const transferExtraParams = sessionMethod({
  name: 'transferExtraParams',
  readOnly: true,
  payload: v.object({ transferType: text(), countryCode: text(), currencyCode: v.optional(text()) }),
  async handle(_, input) {
    const rail = railOfTransferType(input.transferType);
    if (!rail) return invalid('transferType', 'is not valid');
    const countryCode = countryOf(input.countryCode);
    if (!countryCode) return notACountry();
    return ok({ ...extraParamsFor(rail, countryCode) });
  },
});

const eftBranchOptions = sessionMethod({
  name: 'eftBranchOptions',
  readOnly: true,
  payload: v.object({ paramName: text(), countryCode: text(), bankCode: text() }),
  async handle({ db }, input) {
    const countryCode = countryOf(input.countryCode);
    if (!countryCode) return notACountry();
    const { extraParams, options } = extraParamsFor('eft', countryCode);
    const definition = [...extraParams, ...options.extraParams].find((p) => p.name === input.paramName);
    if (definition?.optionsFrom !== 'eftBranchOptions') return invalid('paramName', 'has no options');
    const [bank] = await db
      .select()
      .from(banks)
      .where(and(eq(banks.countryIsoCode, countryCode), eq(banks.bankCode, input.bankCode)));
    if (!bank) return invalid('bankCode', `is not a bank of ${countryCode}`);
    const rows = await db
      .select()
      .from(bankBranches)
      .where(eq(bankBranches.swift, bank.swift))
      .orderBy(asc(bankBranches.branchCode));
    return ok({ options: rows.map((row) => ({ value: row.branchCode, label: `${row.branchCode} – ${row.name}` })) });
  },
});

const swiftDictionary = sessionMethod({
  name: 'swiftDictionary',
  readOnly: true,
  payload: v.object({ swift: text() }),
  async handle({ db }, input) {
    const swift = bicOnWire(input.swift);
    if (bicProblem(swift) !== null) return invalid('swift', 'is not valid');
    const [bank] = await db
      .select()
      .from(banks)
      .where(eq(banks.swift, swift.slice(0, 8)));
    if (!bank) return ok({ bank: null });
    const { address, city, zipCode, countryIsoCode, bankName } = bank;
    return ok({ bank: { address, city, zipCode, countryIsoCode, bankName, code: swift } });
  },
});

const ibanDictionary = sessionMethod({
  name: 'ibanDictionary',
  readOnly: true,
  payload: v.object({ iban: text() }),
  async handle({ db, lang }, input) {
    const iban = ibanOnWire(input.iban);
    if (ibanProblem(iban) !== null) return invalid('iban', 'is not valid');
    const countryIsoCode = iban.slice(0, 2);
    const bban = iban.slice(4);
    // The bank whose national code opens the BBAN (DE's Bankleitzahl, GB's bank letters, FR's and ES's code).
    const bank = (await db.select().from(banks).where(eq(banks.countryIsoCode, countryIsoCode))).find((row) =>
      bban.startsWith(row.bankCode),
    );
    if (!bank) return ok({ bank: null });
    const rest = bban.slice(bank.bankCode.length);
    const branches = await db.select().from(bankBranches).where(eq(bankBranches.swift, bank.swift));
    const branch = branches.find((row) => rest.startsWith(row.branchCode));
    const country = new Intl.DisplayNames([intlLocale(lang)], { type: 'region' }).of(countryIsoCode) ?? countryIsoCode;
    return ok({
      bank: {
        address: bank.address,
        branch: branch?.name ?? null,
        city: bank.city,
        zipCode: bank.zipCode,
        countryIsoCode,
        country,
        bankName: bank.bankName,
        SWIFT: bank.swift,
      },
    });
  },
});

/** A Brazilian CPF shown as the PIX directories do: "***.456.789-**"; other ids keep their last four. */
export const maskTaxId = (taxId: string): string =>
  /^\d{11}$/.test(taxId) ? `***.${taxId.slice(3, 6)}.${taxId.slice(6, 9)}-**` : `****${taxId.slice(-4)}`;

const instantKeyInfo = sessionMethod({
  name: 'instantKeyInfo',
  readOnly: true,
  payload: v.object({ taxId: v.optional(text()), instantKey: text(), instantKeyType: text() }),
  async handle({ db }, input) {
    const holder = instantKeyHolder(input.instantKeyType, input.instantKey);
    if (!holder) return invalid('instantKey', 'is not registered');
    if (input.taxId && input.taxId.replace(/\D/g, '') !== holder.taxId) {
      return invalid('taxId', 'does not match the key’s holder');
    }
    const [bank] = await db
      .select()
      .from(instantBanks)
      .where(and(eq(instantBanks.countryCode, 'BR'), eq(instantBanks.code, holder.bankCode)));
    return ok({
      instantInfo: {
        name: holder.name,
        bankName: bank?.name ?? null,
        bankCode: holder.bankCode,
        taxIdMasked: maskTaxId(holder.taxId),
      },
    });
  },
});

const templateFields = [
  'beneficiaryName',
  'beneficiaryAddress',
  'beneficiaryCountryCode',
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
] as const;

const paymentTemplateList = sessionMethod({
  name: 'paymentTemplateList',
  readOnly: true,
  payload: v.object({}),
  async handle({ db, customerId }) {
    const rows = await db
      .select()
      .from(paymentTemplates)
      .where(eq(paymentTemplates.customerId, customerId))
      .orderBy(asc(paymentTemplates.id));
    const templates = rows.map((row) => ({
      id: row.id,
      name: row.name,
      wireStatus: row.wireStatus,
      eftStatus: row.eftStatus,
      currencyCode: row.currencyCode,
      ...Object.fromEntries(templateFields.map((name) => [name, row.details[name] ?? null])),
      beneficiaryName: row.details.beneficiaryName ?? row.name,
    }));
    return ok({ templates });
  },
});

export const externalLookupMethods: MethodDefinition[] = [
  availableTransfersToCountry,
  bankList,
  instantBankList,
  transferExtraParams,
  eftBranchOptions,
  swiftDictionary,
  ibanDictionary,
  instantKeyInfo,
  paymentTemplateList,
];
