import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog } from '@paydeck/ui';
import type { ReactNode } from 'react';
import type { ApprovalState } from './approval-state';
import * as styles from './approval.css';
import { CodeForm } from './CodeForm';
import type { SmsRetryView } from './useApproval';

export interface ApprovalDialogProps {
  state: ApprovalState;
  /** A code is on its way to the server. */
  busy?: boolean;
  retry?: SmsRetryView;
  onSubmitCode: (code: string) => void;
  onRetrySms: () => void;
  /** The person closes it (Done, the close button, Escape); a waiting transfer stays waiting. */
  onClose: () => void;
  /** Shown under "Successfully submitted" and "Transaction created" (e.g. the transaction id, its fee). */
  details?: ReactNode;
}

/**
 * The approval popup of every money-moving submit (payments.md 4): "Payment Confirmation" while the device
 * or the code decides, then "Successfully submitted" or "Failed transaction"; "Transaction created" for a
 * user who only initiates (access right 3).
 */
export function ApprovalDialog({
  state,
  busy = false,
  retry,
  onSubmitCode,
  onRetrySms,
  onClose,
  details,
}: ApprovalDialogProps) {
  const { t } = useLingui();
  const title =
    state.step === 'submitted'
      ? t`Successfully submitted`
      : state.step === 'failed'
        ? t`Failed transaction`
        : state.step === 'created'
          ? t`Transaction created`
          : t`Payment Confirmation`;
  const final = state.step === 'submitted' || state.step === 'failed' || state.step === 'created';
  return (
    <Dialog
      title={title}
      isOpen
      isDismissable={false}
      role={state.step === 'failed' ? 'alertdialog' : 'dialog'}
      onOpenChange={(open) => !open && onClose()}
      actions={
        final ? (
          <Button onPress={onClose} autoFocus>
            <Trans>Done</Trans>
          </Button>
        ) : undefined
      }
    >
      <div className={styles.body}>
        {state.step === 'submitted' && (
          <>
            <p className={styles.text} role="status">
              <Trans>Your payment was submitted.</Trans>
            </p>
            {details}
          </>
        )}
        {state.step === 'created' && (
          <>
            <p className={styles.text} role="status">
              <Trans>The transaction was created. Your company's approvers will decide it.</Trans>
            </p>
            {details}
          </>
        )}
        {state.step === 'failed' && (
          <p className={styles.failure} role="alert">
            {state.text ?? <Trans>Transaction was rejected.</Trans>}
          </p>
        )}
        {state.step === 'push' && <PushWait device={state.sentTo} onClose={onClose} />}
        {state.step === 'code' && (
          <CodeForm
            state={state}
            busy={busy}
            onSubmit={onSubmitCode}
            onClose={onClose}
            retry={
              state.mode === 'sms' && retry ? (
                <div className={styles.actions}>
                  <Button
                    variant="link"
                    size="small"
                    onPress={onRetrySms}
                    isDisabled={retry.inSeconds > 0}
                    isLoading={retry.busy}
                  >
                    <Trans>Send the code again</Trans>
                  </Button>
                  {retry.inSeconds > 0 && (
                    <span className={styles.muted}>
                      <Plural
                        value={retry.inSeconds}
                        one="You can ask for a new code in # second."
                        other="You can ask for a new code in # seconds."
                      />
                    </span>
                  )}
                  {retry.problem && (
                    <span className={styles.failure} role="alert">
                      {retry.problem}
                    </span>
                  )}
                </div>
              ) : null
            }
          />
        )}
      </div>
    </Dialog>
  );
}

/** Push: the device decides; only the realtime event moves the popup on. */
function PushWait({ device, onClose }: { device: string | null; onClose: () => void }) {
  return (
    <>
      <p className={styles.text} role="status">
        {device ? (
          <Trans>We sent the payment to {device} for approval. Approve it there; this window updates by itself.</Trans>
        ) : (
          <Trans>
            We sent the payment to your mobile app for approval. Approve it there; this window updates by itself.
          </Trans>
        )}
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onClose}>
          <Trans>Close</Trans>
        </Button>
      </div>
      <p className={styles.muted}>
        <Trans>Closing this window does not cancel the payment: it waits for your answer on the device.</Trans>
      </p>
    </>
  );
}
