import { Trans, useLingui } from '@lingui/react/macro';
import { type Loadable, LoadableView, pageLayout } from '@paydeck/accounts';
import { countryName } from '@paydeck/i18n';
import { StatusBadge } from '@paydeck/ui';
import type { ClientIp } from '../../api/profile';
import { type PrivacyFlag, raisedPrivacyFlags } from '../../model/client-ip';
import * as styles from '../common/common.css';

/** The address the person connects from, its country, and whether it hides behind a VPN, proxy, Tor, relay or host. */
export function ClientIpSection({ ip, onRetry }: { ip: Loadable<ClientIp>; onRetry: () => void }) {
  const { t, i18n } = useLingui();
  const flagText: Record<PrivacyFlag, string> = {
    vpn: t`VPN`,
    proxy: t`Proxy`,
    tor: t`Tor`,
    relay: t`Relay`,
    hosting: t`Hosting provider`,
  };
  return (
    <section className={pageLayout.section} aria-labelledby="profile-ip">
      <h2 id="profile-ip" className={pageLayout.subtitle}>
        <Trans>Your connection</Trans>
      </h2>
      <LoadableView value={ip} label={t`Checking your connection`} onRetry={onRetry} lines={2}>
        {(info) => {
          // counted clean only when no privacy flag is true (spec 7.2), whatever `clean` says
          const flags = raisedPrivacyFlags(info.privacy);
          const seen = flags.map((flag) => flagText[flag]).join(', ');
          const country = info.country_code ? countryName(info.country_code, i18n.locale) : t`unknown country`;
          return (
            <div className={styles.row}>
              <div className={styles.rowMain}>
                <span className={styles.strong}>{info.ip}</span>
                <span className={styles.muted}>{country}</span>
                {flags.length > 0 && (
                  <span className={styles.muted}>
                    <Trans>Seen through: {seen}</Trans>
                  </span>
                )}
              </div>
              {flags.length === 0 ? (
                <StatusBadge tone="success">
                  <Trans>Clean</Trans>
                </StatusBadge>
              ) : (
                <StatusBadge tone="warning">
                  <Trans>Hidden address</Trans>
                </StatusBadge>
              )}
            </div>
          );
        }}
      </LoadableView>
    </section>
  );
}
