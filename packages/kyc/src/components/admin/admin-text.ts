import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AssignTarget } from '../../api/company-admin';

/** Where an admin may assign a document (WIRE-business.md "Admin"). */
export const assignTargetText: Record<AssignTarget, MessageDescriptor> = {
  corporate: msg`Corporate documents`,
  additional: msg`Additional documents`,
  sourceOfWealth: msg`Source of wealth`,
  companyAddress: msg`A company address`,
  representativeIdentity: msg`A representative's identity`,
  representativeAddress: msg`A representative's address`,
  representativeControl: msg`A representative's control documents`,
};

export const targetNeeds = (target: AssignTarget): 'representative' | 'address' | null =>
  target.startsWith('representative') ? 'representative' : target === 'companyAddress' ? 'address' : null;
