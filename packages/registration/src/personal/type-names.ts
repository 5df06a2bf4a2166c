import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PersonalRegistrationType } from '@paydeck/brand-config';

/** The personal registration types of spec 1, as a person reads them. */
export const personalTypeNames: Record<PersonalRegistrationType, MessageDescriptor> = {
  webmasters: msg`Webmaster`,
  freelancers: msg`Freelancer`,
  webcamModels: msg`Webcam model`,
  developers: msg`Developer`,
  independentContractors: msg`Independent contractor`,
  others: msg`Something else`,
};
