import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@paydeck/ui';
import type { ReactNode } from 'react';
import type { SectionEntry, SectionEntryId } from './entries';
import * as styles from './section.css';

export const sectionLabels: Record<SectionEntryId, MessageDescriptor> = {
  account: msg`Between my accounts`,
  p2p: msg`To another user`,
  external: msg`To another bank or card`,
  mass: msg`Mass transfers`,
  preapproved: msg`Preapproved payments`,
  requests: msg`Transaction requests`,
};

/**
 * The frame of every transfers screen: the section's entries as a navigation (the current one marked),
 * then the screen. One entry alone needs no navigation.
 */
export function TransfersSection({
  entries,
  current,
  children,
}: {
  entries: readonly SectionEntry[];
  current: SectionEntryId;
  children: ReactNode;
}) {
  const { t, i18n } = useLingui();
  return (
    <div className={styles.frame}>
      {entries.length > 1 && (
        <nav aria-label={t`Transfers`} className={styles.nav}>
          <ul className={styles.entries}>
            {entries.map((entry) => (
              <li key={entry.id}>
                <Link
                  href={entry.href}
                  aria-current={entry.id === current ? 'page' : undefined}
                  className={entry.id === current ? styles.currentEntry : styles.entry}
                >
                  {i18n._(sectionLabels[entry.id])}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {children}
    </div>
  );
}
