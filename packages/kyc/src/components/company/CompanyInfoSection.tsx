import { Trans, useLingui } from '@lingui/react/macro';
import { pageLayout } from '@paydeck/accounts';
import { countryName, formatDate } from '@paydeck/i18n';
import { StatusBadge } from '@paydeck/ui';
import type { ReactNode } from 'react';
import type { BusinessCompanyInfo } from '../../api/company';

/** The business company info (spec 3): registration, contacts and the bank's view of it (verified, limited). */
export function CompanyInfoSection({ company }: { company: BusinessCompanyInfo }) {
  const { i18n } = useLingui();
  const fact = (label: ReactNode, value: string | null | undefined) => (
    <div className={pageLayout.fact}>
      <dt className={pageLayout.factLabel}>{label}</dt>
      <dd className={pageLayout.factValue}>{value || '—'}</dd>
    </div>
  );
  return (
    <section className={pageLayout.section} aria-labelledby="company-info">
      <div className={pageLayout.sectionHeader}>
        <h2 id="company-info" className={pageLayout.subtitle}>
          <Trans>Company details</Trans>
        </h2>
        <span className={pageLayout.actions}>
          {company.verified ? (
            <StatusBadge tone="success">
              <Trans>Verified</Trans>
            </StatusBadge>
          ) : (
            <StatusBadge tone="warning">
              <Trans>Not verified yet</Trans>
            </StatusBadge>
          )}
          {company.limited && (
            <StatusBadge tone="danger">
              <Trans>Limited</Trans>
            </StatusBadge>
          )}
        </span>
      </div>
      <dl className={pageLayout.facts}>
        {fact(<Trans>Company name</Trans>, company.name)}
        {fact(<Trans>Trading name</Trans>, company.tradingName)}
        {fact(
          <Trans>Country of registration</Trans>,
          company.registrationCountryCode ? countryName(company.registrationCountryCode, i18n.locale) : null,
        )}
        {fact(<Trans>Registration number</Trans>, company.registrationNumber)}
        {fact(
          <Trans>Registration date</Trans>,
          company.registrationDate ? formatDate(company.registrationDate, i18n.locale) : null,
        )}
        {fact(<Trans>Tax ID</Trans>, company.businessTaxId)}
        {fact(<Trans>E-mail</Trans>, company.email)}
        {fact(<Trans>Phone number</Trans>, company.phone?.phoneNumber)}
        {fact(<Trans>Website</Trans>, company.website)}
        {fact(<Trans>What the company does</Trans>, company.description)}
      </dl>
    </section>
  );
}
