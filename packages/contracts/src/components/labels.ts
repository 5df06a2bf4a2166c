// The words of statuses and actions (each through lingui).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { StatusTone } from '@paydeck/ui';
import type { ContractAction, ContractStatus, MetaGroup } from '../model/contract-actions';
import type { ContractOrderBy } from '../model/search';
import type { IdentificationStatus } from '../api/schemas';

export const statusLabel: Record<ContractStatus, MessageDescriptor> = {
  ACTIVE: msg`Active`,
  EXPIRED: msg`Expired`,
  TERMINATED: msg`Terminated`,
  TERMINATING: msg`Termination requested`,
  UNSIGNED: msg`Not signed`,
  WAITING: msg`Waiting for signature`,
  CANCELLED: msg`Cancelled`,
  REJECTED: msg`Rejected`,
  SIGNED: msg`Signed`,
  NEED_IDENTIFICATION: msg`Signer identification needed`,
};

/** The payer's signer identification (identificationStatus). */
export const identificationLabel: Record<IdentificationStatus, MessageDescriptor> = {
  NEW: msg`Not started`,
  PROCESSING: msg`In progress`,
  SUCCESS: msg`Identified`,
  FAILED: msg`Failed`,
};

export const statusTone: Record<ContractStatus, StatusTone> = {
  ACTIVE: 'success',
  SIGNED: 'success',
  TERMINATING: 'warning',
  WAITING: 'info',
  UNSIGNED: 'info',
  NEED_IDENTIFICATION: 'warning',
  EXPIRED: 'neutral',
  TERMINATED: 'neutral',
  CANCELLED: 'neutral',
  REJECTED: 'danger',
};

export const actionLabel: Record<ContractAction, MessageDescriptor> = {
  sign: msg`Sign`,
  reject: msg`Reject`,
  cancel: msg`Cancel the contract`,
  identify: msg`Identify the signer`,
  terminate: msg`Request termination`,
  terminateCancel: msg`Cancel the termination`,
  terminateNow: msg`Terminate now`,
};

export const groupLabel: Record<MetaGroup | 'total' | 'pay' | 'receive', MessageDescriptor> = {
  total: msg`All`,
  requests: msg`Requests`,
  pending: msg`Pending`,
  active: msg`Active`,
  ended: msg`Ended`,
  pay: msg`You pay`,
  receive: msg`You receive`,
};

export const orderLabel: Record<ContractOrderBy, MessageDescriptor> = {
  INCOMING_FIRST: msg`Incoming first`,
  CREATED_AT: msg`Date created`,
  COMPANY_NAME: msg`Company name`,
};
