// The columns of every batch file (global pay's and each mass rail's, model/mass-row.ts and mass-transfer.ts) in
// the interface language. The file itself keeps the wire's names; the screens say what each one holds.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const fileColumnLabels: Partial<Record<string, MessageDescriptor>> = {
  amount: msg`Amount`,
  description: msg`Description`,
  beneficiaryType: msg`Payee type`,
  beneficiaryName: msg`Payee name`,
  beneficiaryEmail: msg`Payee e-mail`,
  beneficiaryCountryCode: msg`Payee's country`,
  email: msg`E-mail`,
  currency: msg`Currency`,
  iban: msg`IBAN`,
  swift: msg`BIC (SWIFT) code`,
  bankCountry: msg`Bank's country`,
  paymentPurpose: msg`Payment purpose`,
  accountNumber: msg`Account number`,
  bankCode: msg`Bank code`,
  branchCode: msg`Branch code`,
  country: msg`Country`,
  beneficiaryTaxId: msg`Payee's tax number`,
  accountType: msg`Account type`,
  cardHolderName: msg`Cardholder's name`,
  cardNumber: msg`Card number`,
  walletAddress: msg`Wallet address`,
  network: msg`Network`,
  instantKeyType: msg`Payee's key type`,
  instantKey: msg`Payee's key`,
  taxId: msg`Tax number`,
  phone: msg`Phone`,
};
