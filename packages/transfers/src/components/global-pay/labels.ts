import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { BatchColumn, RowProblem } from '../../model/mass-row';

export const columnLabels: Record<BatchColumn, MessageDescriptor> = {
  amount: msg`Amount`,
  description: msg`Description`,
  beneficiaryType: msg`Payee type`,
  beneficiaryName: msg`Payee name`,
  beneficiaryEmail: msg`Payee e-mail`,
  beneficiaryCountryCode: msg`Country code`,
};

export const problemLabels: Record<RowProblem, MessageDescriptor> = {
  required: msg`Required`,
  format: msg`Not valid`,
  tooLong: msg`Too long`,
  tooLarge: msg`Too large`,
  formula: msg`Formulas are not accepted`,
};

/** Payout methods by transferType; another one is shown as sent. */
export const methodLabels: Partial<Record<string, MessageDescriptor>> = {
  wire: msg`Wire`,
  eft: msg`Bank transfer (EFT)`,
  oct: msg`Card`,
  crypto: msg`Crypto`,
};

export const batchStatusLabels: Record<'draft' | 'waiting' | 'submitted' | 'canceled', MessageDescriptor> = {
  draft: msg`Draft`,
  waiting: msg`Waiting for your company's approval`,
  submitted: msg`Submitted`,
  canceled: msg`Canceled`,
};

export const paymentStatusLabels: Partial<Record<string, MessageDescriptor>> = {
  draft: msg`Not sent`,
  new: msg`Waiting for the payee`,
  pending: msg`Being approved`,
  paid: msg`Paid`,
  refused: msg`Refused`,
  expired: msg`Expired`,
  error: msg`Unavailable`,
};

/** The recipient's extra fields by name; another one is shown as sent. */
export const extraParamLabels: Partial<Record<string, MessageDescriptor>> = {
  iban: msg`IBAN`,
  accountNumber: msg`Account number`,
  bankCode: msg`Bank code`,
  cardNumber: msg`Card number`,
  address: msg`Wallet address`,
};
