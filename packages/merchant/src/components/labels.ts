import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MerchantSection } from '../model/sections';

/** The section's screens as the navigation names them. */
export const sectionLabels: Record<MerchantSection, MessageDescriptor> = {
  'buttons/saved': msg`Saved buttons`,
  'buttons/pbn_settings': msg`Payment button settings`,
  'buttons/business_logos': msg`Business logos`,
  'internal/api_key': msg`API keys`,
  'internal/api_log': msg`API log`,
  'internal/webhook_log': msg`Webhooks`,
  'accounts/subscribers': msg`Subscribers`,
  'security/verification': msg`Identity verification`,
  'security/verification/history': msg`Verification history`,
  'security/reputation': msg`Reputation`,
  'ipn/history': msg`IPN history`,
  'ipn/settings': msg`IPN settings`,
};
