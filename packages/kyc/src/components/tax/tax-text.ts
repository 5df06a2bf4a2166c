// What the tax pages say: the TIN problems, the missing-TIN reasons, the entity types, the certification
// document statuses. Form names (W-9, W-8BEN, W-8BEN-E) and national identifier names are proper names.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StatusTone } from '@paydeck/ui';
import type { certificationStatuses } from '../../api/schemas';
import type { EntityType } from '../../model/tax-classification';
import type { TaxIdProblem, TinMissingReason } from '../../model/tax-tin';

export const taxIdProblemText: Record<TaxIdProblem, MessageDescriptor> = {
  countryMissing: msg`Choose the country.`,
  taxIdMissing: msg`Enter the tax identification number, or tick that there is none.`,
  taxIdFormat: msg`Use 1 to 30 letters and digits (spaces, dots, slashes and dashes between them).`,
  usTaxIdFormat: msg`A US taxpayer number has 9 digits.`,
  reasonMissing: msg`Choose why there is no tax identification number.`,
  reasonNotAllowed: msg`This country requires a tax identification number: choose another reason.`,
  explanationMissing: msg`Explain why the number cannot be obtained.`,
  explanationTooLong: msg`At most 500 characters.`,
};

export const tinMissingReasonText: Record<TinMissingReason, MessageDescriptor> = {
  COUNTRY_DOES_NOT_ISSUE: msg`The country does not issue tax identification numbers`,
  CANNOT_OBTAIN: msg`I cannot obtain a tax identification number`,
  NO_TIN_IS_REQUIRED: msg`The country does not require one to be given`,
};

export const entityTypeText: Record<EntityType, { label: MessageDescriptor; description: MessageDescriptor }> = {
  'financial-institution': {
    label: msg`Financial institution`,
    description: msg`A bank, custodian, insurer or other company that holds financial assets for others.`,
  },
  investment: {
    label: msg`Investment entity`,
    description: msg`A fund or company whose business is investing, administering or managing money for others.`,
  },
  general: {
    label: msg`Other company (non-financial)`,
    description: msg`A trading or service company that is neither of the above.`,
  },
};

export type CertificationStatus = (typeof certificationStatuses)[number];

export const certificationStatusText: Record<CertificationStatus, { label: MessageDescriptor; tone: StatusTone }> = {
  validated: { label: msg`Validated`, tone: 'success' },
  pending: { label: msg`Under review`, tone: 'info' },
  none: { label: msg`Not given yet`, tone: 'warning' },
  notRequired: { label: msg`Not needed`, tone: 'neutral' },
  rejected: { label: msg`Rejected`, tone: 'danger' },
  expiredSoon: { label: msg`Expires soon`, tone: 'warning' },
};
