import { I18nProvider, i18n } from '@paydeck/i18n';
import { render, screen } from '@testing-library/react';
import type { KycRedirectReason } from '@paydeck/auth';
import { KycReasonNotice } from './KycReasonNotice';

i18n.loadAndActivate({ locale: 'en', messages: {} });

test.each<[KycRedirectReason, string]>([
  ['kycRequired', 'The page you opened is available once your account is verified.'],
  ['companyKycRequired', 'The page you opened is available once the company you act for is verified.'],
])('sent here for %s: the KYC page says why', (reason, text) => {
  render(
    <I18nProvider i18n={i18n}>
      <KycReasonNotice reason={reason} />
    </I18nProvider>,
  );
  expect(screen.getByRole('region', { name: 'We brought you here to verify your account' }).textContent).toContain(
    text,
  );
});
