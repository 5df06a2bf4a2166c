import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@paydeck/ui';
import * as styles from './requests.css';

export type Deciding = 'approve' | 'decline' | null;

export interface DecisionBarProps {
  count: number;
  deciding: Deciding;
  /** Opens the review of the ticked requests (nothing is sent before it is confirmed). */
  onApprove: () => void;
  /** Opens the review of the ticked requests (nothing is sent before it is confirmed). */
  onDecline: () => void;
  onClear: () => void;
}

/** Approve or decline the ticked requests: each asks for a review of what is decided first. */
export function DecisionBar({ count, deciding, onApprove, onDecline, onClear }: DecisionBarProps) {
  const { t } = useLingui();
  const busy = deciding !== null;
  return (
    <section className={styles.decisionBar} aria-label={t`Decide the chosen requests`}>
      <p aria-live="polite" className={styles.muted}>
        {count === 0 ? (
          <Trans>Open a request to see whom it pays; tick requests to approve or decline them.</Trans>
        ) : (
          <Plural value={count} one="# request chosen" other="# requests chosen" />
        )}
      </p>
      <div className={styles.actions}>
        <Button onPress={onApprove} isDisabled={count === 0 || busy} isLoading={deciding === 'approve'}>
          <Trans>Approve</Trans>
        </Button>
        <Button
          variant="danger"
          onPress={onDecline}
          isDisabled={count === 0 || busy}
          isLoading={deciding === 'decline'}
        >
          <Trans>Decline</Trans>
        </Button>
        {count > 0 && (
          <Button variant="quiet" onPress={onClear} isDisabled={busy}>
            <Trans>Clear the choice</Trans>
          </Button>
        )}
      </div>
    </section>
  );
}
