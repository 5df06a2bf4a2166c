import { StatusNoticeSlot } from '@paydeck/accounts';
import { useAccessRight, useCompanyRights, usePermissions } from '@paydeck/auth';
import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { SectionEntryId } from './entries';
import { sectionEntries } from './entries';
import { TransfersSection } from './TransfersSection';

/**
 * The transfers section around a screen, with this session's entries (its permission flags, its company
 * access right and what it allows, the routes the app has), and the account's notice when something may refuse a
 * payment (limited, not verified). Each transfers page wraps its screen: `<TransfersFrame current="p2p">`.
 */
export function TransfersFrame({ current, children }: { current: SectionEntryId; children: ReactNode }) {
  const { has } = usePermissions();
  const accessRight = useAccessRight();
  const { can } = useCompanyRights();
  const router = useRouter();
  const entries = sectionEntries({
    has,
    accessRight: accessRight ?? null,
    canInitiate: can('initiate'),
    routeExists: (path) => path in router.routesByPath,
  });
  return (
    <TransfersSection entries={entries} current={current}>
      <StatusNoticeSlot place="transfers" standalone />
      {children}
    </TransfersSection>
  );
}
