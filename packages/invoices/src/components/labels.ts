import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StatusTone } from '@paydeck/ui';
import type { InvoiceStatusName } from '../model/invoice-rules';

export const statusLabels: Record<InvoiceStatusName, MessageDescriptor> = {
  unpaid: msg`Unpaid`,
  awaitingPayment: msg`Awaiting payment`,
  paid: msg`Paid`,
  rejected: msg`Rejected`,
  processing: msg`Waiting for approval`,
};

export const statusTones: Record<InvoiceStatusName, StatusTone> = {
  unpaid: 'warning',
  awaitingPayment: 'warning',
  paid: 'success',
  rejected: 'danger',
  processing: 'info',
};

/** payments.md 8: a failed funding invoice. */
export const fundingFailed = msg`Failed to generate invoice. Please, try again.`;

/** The name a system funding invoice is shown under. */
export const fundingName = msg`Account funding`;
