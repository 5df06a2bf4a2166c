// The words of the business registration's steps and roles.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BusinessStep, PersonRole } from './steps';

export const stepText: Record<BusinessStep, MessageDescriptor> = {
  generalForm: msg`Company`,
  financialInfoForm: msg`Finances`,
  dueDilligenceForm: msg`Due diligence`,
  legalForm: msg`Legal address`,
  directorsHub: msg`Directors`,
  shareholdersHub: msg`Shareholders`,
  usersHub: msg`Users`,
  resolution: msg`Business resolution`,
  submit: msg`Check and send`,
};

export const roleText: Record<PersonRole, { one: MessageDescriptor; add: MessageDescriptor }> = {
  director: { one: msg`Director`, add: msg`Add a director` },
  shareholder: { one: msg`Shareholder`, add: msg`Add a person as shareholder` },
  user: { one: msg`User`, add: msg`Add a user` },
};
