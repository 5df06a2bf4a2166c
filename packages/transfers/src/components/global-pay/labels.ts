import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { BatchColumn, BENEFICIARY_TYPES, RowProblem } from '../../model/mass-row';
import { fileColumnLabels } from '../batch-upload/column-labels';

export const columnLabels = fileColumnLabels as Record<BatchColumn, MessageDescriptor>;

/** What each column of a global pay file holds (the upload screen's guide to the file). */
export const columnHints: Record<BatchColumn, MessageDescriptor> = {
  amount: msg`The amount in the account's currency, with at most 2 decimals, for example 25.00.`,
  description: msg`What the payment is for; the payee reads it. May be empty.`,
  beneficiaryType: msg`individual for a person, business for a company.`,
  beneficiaryName: msg`The payee's name.`,
  beneficiaryEmail: msg`Where the payee gets the link to receive the money.`,
  beneficiaryCountryCode: msg`The payee's country in two letters, for example DE for Germany.`,
};

/** The file's values of beneficiaryType in words. */
export const beneficiaryTypeLabels: Record<(typeof BENEFICIARY_TYPES)[number], MessageDescriptor> = {
  individual: msg`Individual`,
  business: msg`Business`,
};

export const problemLabels: Record<RowProblem, MessageDescriptor> = {
  required: msg`Required`,
  format: msg`Not valid`,
  tooLong: msg`Too long`,
  tooLarge: msg`Too large`,
  formula: msg`Formulas are not accepted`,
};

/** A column's own words for a value of the wrong form (else problemLabels). */
const formatLabels: Partial<Record<BatchColumn, MessageDescriptor>> = {
  amount: msg`Not an amount: digits with at most 2 decimals, for example 25.00`,
  beneficiaryType: msg`Use individual or business`,
  beneficiaryEmail: msg`Not an e-mail address`,
  beneficiaryCountryCode: msg`Use the country's two-letter code, for example DE`,
};

/** What is wrong with a cell, as its column says it. */
export const cellProblemLabel = (column: BatchColumn, problem: RowProblem): MessageDescriptor =>
  (problem === 'format' ? formatLabels[column] : undefined) ??
  (problem === 'tooLarge' && column === 'amount' ? msg`At most 1,000,000 in one payment` : problemLabels[problem]);

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

/** A payment's status as the sender reads it in their batch. */
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
