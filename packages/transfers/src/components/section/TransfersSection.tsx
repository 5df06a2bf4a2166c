import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { NavTabs } from '@paydeck/ui';
import type { ReactNode } from 'react';
import type { SectionEntry, SectionEntryId } from './entries';
import * as styles from './section.css';

/** The section's entries: the same names as home's buttons and the screens' headings (the i18n README's glossary). */
export const sectionLabels: Record<SectionEntryId, MessageDescriptor> = {
  account: msg`Between your accounts`,
  p2p: msg`Send to a person`,
  external: msg`Send to a bank or card`,
  mass: msg`Mass transfers`,
  preapproved: msg`Preapproved payments`,
  requests: msg`Transaction requests`,
};

/**
 * The frame of every transfers screen: the section's entries as tabs that are pages (ui's NavTabs: a navigation of
 * links with the tab bar's look, the current one marked; on a phone the row scrolls sideways with a cue), then the
 * screen. One entry alone needs no tabs.
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
  if (entries.length < 2) return <div className={styles.frame}>{children}</div>;
  return (
    <div className={styles.frame}>
      <div className={styles.nav}>
        <NavTabs
          label={t`Transfers`}
          current={current}
          tabs={entries.map((entry) => ({ id: entry.id, href: entry.href, label: i18n._(sectionLabels[entry.id]) }))}
        />
      </div>
      {children}
    </div>
  );
}
