import { Trans, useLingui } from '@lingui/react/macro';
import { type Loadable, LoadableView, pageLayout } from '@paydeck/accounts';
import { Link as AriaLink } from 'react-aria-components';
import type { KycCustomerInfo } from '../../api/schemas';
import { accountStatus, shownActions } from '../../model/account-status';
import * as styles from '../common/common.css';
import { AccountStatusBanner } from '../status/AccountStatusBanner';
import { requiredActionText } from '../status/status-text';

/** /unverified-account: what the person still has to do before the account is verified. */
export function UnverifiedAccountScreen({ kyc, onRetry }: { kyc: Loadable<KycCustomerInfo>; onRetry: () => void }) {
  const { t, i18n } = useLingui();
  return (
    <div className={pageLayout.page}>
      <h1 className={pageLayout.title}>
        <Trans>Your account is not verified yet</Trans>
      </h1>
      <LoadableView value={kyc} label={t`Loading your account status`} onRetry={onRetry}>
        {(info) => {
          const status = accountStatus(info);
          const actions = shownActions(status);
          return (
            <>
              <AccountStatusBanner {...status} currentPath="/unverified-account" />
              <section className={pageLayout.section} aria-labelledby="unverified-todo">
                <h2 id="unverified-todo" className={pageLayout.subtitle}>
                  <Trans>What is missing</Trans>
                </h2>
                {actions.length === 0 ? (
                  <p className={pageLayout.text}>
                    <Trans>Nothing: we are reviewing what you sent and will let you know.</Trans>
                  </p>
                ) : (
                  <ul className={styles.list}>
                    {actions.map((action) => (
                      <li key={action} className={styles.row}>
                        <span>{i18n._(requiredActionText[action].text)}</span>
                        <AriaLink className={pageLayout.smallButtonLink} href={requiredActionText[action].to}>
                          <Trans>Do it now</Trans>
                        </AriaLink>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            </>
          );
        }}
      </LoadableView>
    </div>
  );
}
