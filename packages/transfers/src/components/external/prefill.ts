// Where an external form starts from besides empty: a saved beneficiary (payment template) or a transfer to
// repeat (`recentTransferDetails`). Pure: the rail and country each opens, and the form's values it fills.
import type { PaymentTemplate } from '../../api/external-beneficiaries';
import type { RecentTransferDetails, RepeatableTransfer } from '../../api/recent-transfer-details';
import { type ExternalRail, railOfTransferType, templateRail } from '../../model/external';
import { instantKeyTypes, type InstantKeyType } from '../../api/external-transfers';
import { usesIban } from './external-rules';
import type { ExternalValues } from './values';

export interface Prefill {
  rail: ExternalRail;
  /** The beneficiary's country (a wire's is its bank's); null when the transfer kept none (card, crypto). */
  countryCode: string | null;
  values: Partial<ExternalValues>;
}

const text = (value: string | null | undefined) => value ?? '';

/** A usable template opens its rail (wire, else EFT) to its bank's country, the beneficiary and bank filled. */
export function templatePrefill(template: PaymentTemplate): Prefill | null {
  const rail = templateRail(template);
  if (!rail) return null;
  const countryCode =
    (rail === 'wire'
      ? (template.bankCountryCode ?? template.beneficiaryCountryCode)
      : (template.beneficiaryCountryCode ?? template.bankCountryCode)) ?? null;
  return { rail, countryCode: countryCode?.toUpperCase() ?? null, values: templateValues(template) };
}

/** The fields a template fills (TemplatePicker and the saved-beneficiary list), the template named by the submit. */
export function templateValues(template: PaymentTemplate): Partial<ExternalValues> {
  const country = template.bankCountryCode ?? template.beneficiaryCountryCode ?? '';
  return {
    templateId: String(template.id),
    currencyCode: text(template.currencyCode),
    beneficiaryName: template.beneficiaryName,
    beneficiaryAddress: text(template.beneficiaryAddress),
    accountKind: template.iban || (country && usesIban(country) && !template.accountNumber) ? 'iban' : 'accountNumber',
    iban: text(template.iban),
    accountNumber: text(template.accountNumber),
    swift: text(template.swift),
    bankName: text(template.bankName),
    bankAddress: text(template.bankAddress),
    bankCity: text(template.bankCity),
    bankZipCode: text(template.bankZipCode),
    ...(template.bankCountryCode ? { bankCountryCode: template.bankCountryCode.toUpperCase() } : {}),
    bankCode: text(template.bankCode),
    branchCode: text(template.branchCode),
  };
}

function beneficiaryValues(rail: ExternalRail, d: RecentTransferDetails): Partial<ExternalValues> {
  switch (rail) {
    case 'wire':
      return {
        currencyCode: d.toCurrencyCode,
        beneficiaryName: text(d.beneficiaryName),
        beneficiaryAddress: text(d.beneficiaryAddress),
        accountKind: d.iban ? 'iban' : 'accountNumber',
        iban: text(d.iban),
        accountNumber: text(d.accountNumber),
        swift: text(d.swift),
        bankName: text(d.bankName),
        bankAddress: text(d.bankAddress),
        bankCity: text(d.bankCity),
        bankZipCode: text(d.bankZipCode),
        ...(d.bankCountryCode ? { bankCountryCode: d.bankCountryCode.toUpperCase() } : {}),
        bankCode: text(d.bankCode),
        branchCode: text(d.branchCode),
      };
    case 'eft':
      return {
        currencyCode: d.toCurrencyCode,
        beneficiaryName: text(d.beneficiaryName),
        beneficiaryAddress: text(d.beneficiaryAddress),
        accountNumber: text(d.accountNumber),
        bankCode: text(d.bankCode),
        bankName: text(d.bankName),
        branchCode: text(d.branchCode),
      };
    case 'oct':
      // A typed card number is never kept: only a saved card is chosen again.
      return d.cardId !== null ? { cardId: String(d.cardId) } : {};
    case 'crypto':
      return { address: text(d.address) };
    case 'instant': {
      const keyType = instantKeyTypes.find((type) => type === d.instantKeyType);
      return {
        ...(keyType ? { instantKeyType: keyType as InstantKeyType } : {}),
        instantKey: text(d.instantKey),
        bankCode: keyType === 'account' ? text(d.bankCode) : '',
      };
    }
    case 'interac':
      return d.phone
        ? { beneficiaryName: text(d.beneficiaryName), contactKind: 'phone', phone: d.phone }
        : { beneficiaryName: text(d.beneficiaryName), contactKind: 'email', email: text(d.email) };
  }
}

/**
 * A transfer to repeat, as a new transfer of its rail: the paying account (when it is still one the person may
 * pay from), the amount, the beneficiary and their bank, the person's reference, and the extra parameters while
 * they still pass the country's list (else the person fills them again). The template is not named again: the
 * fields it gave are all here. Null for a transfer that is not an external rail's.
 */
export function repeatPrefill(repeat: RepeatableTransfer, payingAccountIds: readonly number[]): Prefill | null {
  const rail = railOfTransferType(repeat.type);
  if (!rail) return null;
  const d = repeat.details;
  return {
    rail,
    countryCode: d.countryCode?.toUpperCase() ?? null,
    values: {
      ...(payingAccountIds.includes(d.fromAccountId) ? { fromAccountId: d.fromAccountId } : {}),
      amount: d.amount,
      description: text(d.description),
      ...beneficiaryValues(rail, d),
      extras: repeat.isExtraParamsValid ? { ...d.extraParams } : {},
    },
  };
}
