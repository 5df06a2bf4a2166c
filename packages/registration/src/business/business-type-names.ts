import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BusinessRegistrationType } from '@paydeck/brand-config';

/** The business registration types of spec 1, as a person reads them. */
export const businessTypeNames: Record<BusinessRegistrationType, MessageDescriptor> = {
  advertisingNetworks: msg`Advertising network`,
  affiliatePrograms: msg`Affiliate programme`,
  liveStreamingNetworks: msg`Live streaming network`,
  freelanceCompanies: msg`Freelance company`,
  hostingProviders: msg`Hosting provider`,
  billingPaymentProcessors: msg`Billing or payment processor`,
  webcamStudios: msg`Webcam studio`,
  others: msg`Something else`,
};
