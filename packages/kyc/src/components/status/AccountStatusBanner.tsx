import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { StatusBadge } from '@paydeck/ui';
import { Link as AriaLink } from 'react-aria-components';
import { type AccountStatusResult, shownActions } from '../../model/account-status';
import * as styles from './banner.css';
import { accountStatusText } from './status-text';

export interface AccountStatusBannerProps extends AccountStatusResult {
  /** Hide the link when the page shown is the one it leads to. */
  currentPath?: string;
}

/** The account status (spec 4.3) in one box: its word, what it means, the count of actions and where to act. */
export function AccountStatusBanner({ status, actions, currentPath }: AccountStatusBannerProps) {
  const { i18n } = useLingui();
  const shown = shownActions({ status, actions });
  const text = accountStatusText[status];
  const link = text.link && text.link.to !== currentPath ? text.link : undefined;
  return (
    <section className={styles.banner[text.tone]} aria-labelledby="account-status-title" data-status={status}>
      <div className={styles.head}>
        <h2 id="account-status-title" className={styles.title}>
          <Trans>Account status</Trans>
        </h2>
        <StatusBadge tone={text.tone}>{i18n._(text.title)}</StatusBadge>
      </div>
      <p className={styles.text}>
        {i18n._(text.text)}
        {shown.length > 0 && (
          <>
            {' '}
            <Plural value={shown.length} one="# thing to do." other="# things to do." />
          </>
        )}
      </p>
      {link && (
        <AriaLink className={styles.link} href={link.to}>
          {i18n._(link.label)}
        </AriaLink>
      )}
    </section>
  );
}
