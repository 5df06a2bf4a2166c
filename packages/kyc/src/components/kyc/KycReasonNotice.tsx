import { Trans } from '@lingui/react/macro';
import type { KycRedirectReason } from '@paydeck/auth';
import { useId } from 'react';
import * as styles from '../status/banner.css';

/**
 * Why a person who opened another page is on /kyc (the guard's `?reason=`): that page opens once the account, or
 * the company acted for, is verified.
 */
export function KycReasonNotice({ reason }: { reason: KycRedirectReason }) {
  const titleId = useId();
  return (
    <section className={styles.banner.info} aria-labelledby={titleId} data-reason={reason}>
      <p id={titleId} className={styles.title}>
        <Trans>We brought you here to verify your account</Trans>
      </p>
      <p className={styles.text}>
        {reason === 'companyKycRequired' ? (
          <Trans>
            The page you opened is available once the company you act for is verified. Finish its steps below; then
            every page of the menu opens.
          </Trans>
        ) : (
          <Trans>
            The page you opened is available once your account is verified. Finish the steps below; then every page of
            the menu opens.
          </Trans>
        )}
      </p>
    </section>
  );
}
