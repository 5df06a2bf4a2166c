import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { VisuallyHidden } from '@paydeck/ui';
import type { MouseEvent } from 'react';
import * as styles from './requests.css';

export interface RequestsBadgeLinkProps {
  /** Waiting requests; null while the count is not known yet. */
  count: number | null;
  href: string;
  /** An ordinary click goes through the router (a modified click opens a tab as a link does). */
  onNavigate: () => void;
}

/** "Requests" with the count of waiting transaction requests, a link to them. */
export function RequestsBadgeLink({ count, href, onNavigate }: RequestsBadgeLinkProps) {
  const { t } = useLingui();
  const label =
    count === null
      ? t`Transaction requests`
      : plural(count, {
          0: 'Transaction requests: none waiting',
          one: 'Transaction requests: # waiting',
          other: 'Transaction requests: # waiting',
        });
  function click(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate();
  }
  return (
    // The name is the whole sentence (no aria-label, so the short visible word need not match it).
    <a
      href={href}
      onClick={click}
      className={count !== null && count > 0 ? styles.badge : `${styles.badge} ${styles.nothingWaiting}`}
    >
      <VisuallyHidden>{label}</VisuallyHidden>
      <span aria-hidden="true" className={styles.word}>
        <Trans>Requests</Trans>
      </span>
      {count !== null && count > 0 && (
        <span aria-hidden="true" className={styles.count}>
          {count}
        </span>
      )}
    </a>
  );
}
