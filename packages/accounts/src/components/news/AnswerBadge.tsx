import { Trans } from '@lingui/react/macro';
import { StatusBadge } from '@paydeck/ui';
import type { Announcement } from '../../api/announcements';

/** The state of a confirmation announcement: waiting for an answer, accepted or declined. */
export function AnswerBadge({ announcement }: { announcement: Pick<Announcement, 'needsConfirmation' | 'choice'> }) {
  if (!announcement.needsConfirmation) return null;
  if (announcement.choice === null)
    return (
      <StatusBadge tone="warning">
        <Trans>Needs your answer</Trans>
      </StatusBadge>
    );
  return announcement.choice ? (
    <StatusBadge tone="success">
      <Trans>Accepted</Trans>
    </StatusBadge>
  ) : (
    <StatusBadge tone="neutral">
      <Trans>Declined</Trans>
    </StatusBadge>
  );
}
