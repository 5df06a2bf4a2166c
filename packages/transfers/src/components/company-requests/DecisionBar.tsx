import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog } from '@paydeck/ui';
import { useState } from 'react';
import * as styles from './requests.css';

export type Deciding = 'approve' | 'decline' | null;

export interface DecisionBarProps {
  count: number;
  deciding: Deciding;
  onApprove: () => void;
  /** Called after the approver confirmed the decline. */
  onDecline: () => void;
  onClear: () => void;
}

/** Approve or decline the ticked requests; a decline is confirmed first (it releases the money). */
export function DecisionBar({ count, deciding, onApprove, onDecline, onClear }: DecisionBarProps) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const busy = deciding !== null;
  return (
    <section className={styles.decisionBar} aria-label={t`Decide the chosen requests`}>
      <p aria-live="polite" className={styles.muted}>
        {count === 0 ? (
          <Trans>Tick the requests to approve or decline.</Trans>
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
          onPress={() => setConfirming(true)}
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
      <Dialog
        role="alertdialog"
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={<Plural value={count} one="Decline # request?" other="Decline # requests?" />}
        actions={(close) => (
          <>
            <Button variant="secondary" onPress={close}>
              <Trans>Keep them waiting</Trans>
            </Button>
            <Button
              variant="danger"
              onPress={() => {
                close();
                onDecline();
              }}
            >
              <Trans>Decline</Trans>
            </Button>
          </>
        )}
      >
        <p>
          <Trans>The transfers will not be made and the held money goes back to the company's accounts.</Trans>
        </p>
      </Dialog>
    </section>
  );
}
