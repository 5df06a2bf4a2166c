import { Trans, useLingui } from '@lingui/react/macro';
import { type Account, type Loadable, LoadableView, pageLayout as layout } from '@paydeck/accounts';
import { EmptyState } from '@paydeck/ui';
import type { ReactNode } from 'react';
import type { RecentTransfer } from '../../api/p2p';
import { P2pForm, type P2pFormProps } from './P2pForm';
import { p2pAccounts } from './p2p-rules';
import { RecentP2p } from './RecentP2p';

export interface P2pScreenProps extends Omit<P2pFormProps, 'accounts'> {
  /** The session's permission flag for p2p (sendMoneyUser) allows it. */
  allowed: boolean;
  accounts: Loadable<Account[]>;
  onRetryAccounts: () => void;
  recent: Loadable<RecentTransfer[]>;
  onRetryRecent: () => void;
  /** A message above the form after a popup closed (e.g. the payment waits for approval). */
  notice?: ReactNode;
  /** A new value starts a new form (after a payment went through). */
  formKey?: number;
}

/** transfer/p2p: send money to another Paydeck customer by e-mail, the last three such transfers beside. */
export function P2pScreen({
  allowed,
  accounts,
  onRetryAccounts,
  recent,
  onRetryRecent,
  notice,
  formKey = 0,
  ...form
}: P2pScreenProps) {
  const { t } = useLingui();
  return (
    <div className={layout.page}>
      <header className={layout.pageHeader}>
        <h1 className={layout.title}>
          <Trans>Send to a person</Trans>
        </h1>
      </header>
      {!allowed ? (
        <EmptyState
          title={t`Transfers to people are not available`}
          description={t`Your access does not include sending money to other people. Ask the company's administrator if you need it.`}
        />
      ) : (
        <div className={layout.twoColumns}>
          <section aria-labelledby="p2p-form-title" className={layout.section}>
            <h2 id="p2p-form-title" className={layout.subtitle}>
              <Trans>Payment details</Trans>
            </h2>
            {notice}
            <LoadableView value={accounts} label={t`Loading your accounts`} onRetry={onRetryAccounts}>
              {(all) => {
                const payers = p2pAccounts(all);
                return payers.length === 0 ? (
                  <EmptyState
                    headingLevel={3}
                    title={t`No account to pay from`}
                    description={t`Transfers to people are paid from an open payment account; you have none.`}
                  />
                ) : (
                  <P2pForm key={formKey} accounts={payers} {...form} />
                );
              }}
            </LoadableView>
          </section>
          <RecentP2p recent={recent} onRetry={onRetryRecent} />
        </div>
      )}
    </div>
  );
}
