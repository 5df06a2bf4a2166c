import { Trans, useLingui } from '@lingui/react/macro';
import {
  type Account,
  type Loadable,
  LoadableView,
  openPaymentAccounts,
  pageLayout as layout,
} from '@paydeck/accounts';
import { EmptyState } from '@paydeck/ui';
import type { ReactNode } from 'react';
import { CountryRailPicker, type CountryRailPickerProps } from './CountryRailPicker';
import { ExternalForm } from './ExternalForm';
import type { ExternalFormProps } from './types';

export interface ExternalScreenProps extends CountryRailPickerProps {
  /** The session's flags allow at least one external rail. */
  allowed: boolean;
  accounts: Loadable<Account[]>;
  onRetryAccounts: () => void;
  /** The form's props once a country and a rail are chosen. */
  form: Omit<ExternalFormProps, 'accounts' | 'rail' | 'countryCode' | 'countries'>;
  notice?: ReactNode;
  /** A new value starts a new form (after a transfer went through). */
  formKey?: number;
}

/** transfer/external: to a card, a bank abroad (wire, EFT), a crypto wallet, an instant payment key or Interac. */
export function ExternalScreen({
  allowed,
  accounts,
  onRetryAccounts,
  form,
  notice,
  formKey = 0,
  ...picker
}: ExternalScreenProps) {
  const { t } = useLingui();
  const { rail, countryCode } = picker;
  return (
    <div className={layout.page}>
      <header className={layout.pageHeader}>
        <h1 className={layout.title}>
          <Trans>Send to another bank, card or wallet</Trans>
        </h1>
      </header>
      {!allowed ? (
        <EmptyState
          title={t`External transfers are not available`}
          description={t`Your access does not include sending money outside Paydeck. Ask the company's administrator if you need it.`}
        />
      ) : (
        <section aria-labelledby="external-form-title" className={layout.section}>
          <h2 id="external-form-title" className={layout.subtitle}>
            <Trans>Payment details</Trans>
          </h2>
          {notice}
          <CountryRailPicker {...picker} />
          {rail !== null && countryCode !== null && (
            <LoadableView value={accounts} label={t`Loading your accounts`} onRetry={onRetryAccounts}>
              {(all) => {
                const payers = openPaymentAccounts(all);
                return payers.length === 0 ? (
                  <EmptyState
                    headingLevel={3}
                    title={t`No account to pay from`}
                    description={t`External transfers are paid from an open payment account; you have none.`}
                  />
                ) : (
                  <ExternalForm
                    key={`${formKey}-${rail}-${countryCode}`}
                    rail={rail}
                    countryCode={countryCode}
                    countries={picker.countries}
                    accounts={payers}
                    {...form}
                  />
                );
              }}
            </LoadableView>
          )}
        </section>
      )}
    </div>
  );
}
