// The words for document, address and phone states (spec 3 lists ids only).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StatusTone } from '@paydeck/ui';
import type { AddressStatusName, AddressTypeName, DocumentStatusName } from '../../model/document-status';

export const documentStatusText: Record<DocumentStatusName, { label: MessageDescriptor; tone: StatusTone }> = {
  submitted: { label: msg`Submitted`, tone: 'info' },
  confirmed: { label: msg`Confirmed`, tone: 'success' },
  canceled: { label: msg`Canceled`, tone: 'neutral' },
  deleted: { label: msg`Deleted`, tone: 'neutral' },
  rejected: { label: msg`Rejected`, tone: 'danger' },
  underInvestigation: { label: msg`Under investigation`, tone: 'warning' },
  expired: { label: msg`Expired`, tone: 'danger' },
  pending: { label: msg`Pending review`, tone: 'info' },
  nameMismatch: { label: msg`Name does not match`, tone: 'danger' },
};
export const unknownStatus = { label: msg`Unknown status`, tone: 'neutral' } as const;

export const addressStatusText: Record<AddressStatusName, { label: MessageDescriptor; tone: StatusTone }> = {
  unconfirmed: { label: msg`Unconfirmed`, tone: 'warning' },
  confirmed: { label: msg`Confirmed`, tone: 'success' },
  pending: { label: msg`Pending review`, tone: 'info' },
  rejected: { label: msg`Rejected`, tone: 'danger' },
  nameMismatch: { label: msg`Name does not match`, tone: 'danger' },
};

export const addressTypeText: Record<AddressTypeName, MessageDescriptor> = {
  unspecified: msg`Address`,
  home: msg`Home address`,
  business: msg`Business address`,
  homeAndBusiness: msg`Home and business address`,
  residence: msg`Residence`,
  office: msg`Office`,
};
