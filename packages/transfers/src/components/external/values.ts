// The external form's values: one flat record for every rail (only the chosen rail's fields are checked
// and sent), plus the extra parameters by name.
import type { InstantKeyType } from '../../api/external-transfers';

export interface ExternalValues {
  fromAccountId: number | null;
  amount: string;
  description: string;
  /** A usable payment template's id ("" none): wire and EFT. */
  templateId: string;
  /** wire, EFT: the currency the beneficiary receives, when a template or a repeated transfer names it ("" the account's). */
  currencyCode: string;
  /** oct: a saved card's id, or "" for a typed number. */
  cardId: string;
  cardNumber: string;
  cardHolderName: string;
  beneficiaryName: string;
  beneficiaryAddress: string;
  /** wire: the account is an IBAN or, where IBANs are not used, an account number. */
  accountKind: 'iban' | 'accountNumber';
  iban: string;
  accountNumber: string;
  swift: string;
  bankName: string;
  bankAddress: string;
  bankCity: string;
  bankZipCode: string;
  bankCountryCode: string;
  bankCode: string;
  branchCode: string;
  /** crypto */
  address: string;
  instantKeyType: InstantKeyType;
  instantKey: string;
  taxId: string;
  /** interac: e-mail or phone. */
  contactKind: 'email' | 'phone';
  email: string;
  phone: string;
  extras: Record<string, string>;
}

export type ExternalField = Exclude<keyof ExternalValues, 'extras'> | `extras.${string}`;

export function emptyExternalValues(countryCode: string, accountKind: ExternalValues['accountKind']): ExternalValues {
  return {
    fromAccountId: null,
    amount: '',
    description: '',
    templateId: '',
    currencyCode: '',
    cardId: '',
    cardNumber: '',
    cardHolderName: '',
    beneficiaryName: '',
    beneficiaryAddress: '',
    accountKind,
    iban: '',
    accountNumber: '',
    swift: '',
    bankName: '',
    bankAddress: '',
    bankCity: '',
    bankZipCode: '',
    bankCountryCode: countryCode,
    bankCode: '',
    branchCode: '',
    address: '',
    instantKeyType: 'email',
    instantKey: '',
    taxId: '',
    contactKind: 'email',
    email: '',
    phone: '',
    extras: {},
  };
}
