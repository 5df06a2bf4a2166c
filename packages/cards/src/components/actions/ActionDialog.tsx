import { Trans, useLingui } from '@lingui/react/macro';
import { Failure } from '@paydeck/accounts';
import { Button, Dialog } from '@paydeck/ui';
import type { ReactNode } from 'react';
import type { ActionState } from '../common/action-state';
import * as styles from './actions.css';

export interface ActionDialogProps<Input, Result> {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  state: ActionState<Input, Result>;
  /** The form or the explanation, until the action succeeded. */
  children: ReactNode;
  /** What the person reads once it succeeded. */
  done: (result: Result) => ReactNode;
  /** The label of the button that closes the dialog after success (default "Done": the header's × is already called "Close"). */
  doneLabel?: string;
  /**
   * The buttons under the form, until the action succeeded. Leave out when the children hold their own
   * submit button (a form).
   */
  actions?: ReactNode;
  /** An irreversible action: the dialog interrupts (alertdialog). */
  interrupts?: boolean;
}

/**
 * The frame every card action shares: the form or explanation with the server's refusal under it while
 * it is open; once done, the outcome in a status region and one button to close.
 */
export function ActionDialog<Input, Result>({
  isOpen,
  onClose,
  title,
  state,
  children,
  done,
  doneLabel,
  actions,
  interrupts = false,
}: ActionDialogProps<Input, Result>) {
  const { t } = useLingui();
  const finished = state.result !== undefined;
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      title={title}
      role={interrupts && !finished ? 'alertdialog' : 'dialog'}
      // An answer worth keeping (a PIN) must not vanish with a stray click outside.
      isDismissable={!finished && !state.busy}
      actions={
        finished ? (
          <Button autoFocus onPress={onClose}>
            {doneLabel ?? t`Done`}
          </Button>
        ) : (
          actions
        )
      }
    >
      <div role="status">{state.result !== undefined && done(state.result)}</div>
      {!finished && (
        <>
          {children}
          {state.error && <Failure message={state.error} />}
        </>
      )}
    </Dialog>
  );
}

/** Cancel and confirm, for an action that needs nothing but a yes. */
export function ConfirmButtons({
  onCancel,
  onConfirm,
  busy,
  confirmLabel,
  danger = false,
}: {
  onCancel: () => void;
  onConfirm: () => void;
  busy: boolean;
  confirmLabel: string;
  danger?: boolean;
}) {
  return (
    <>
      <Button variant="secondary" onPress={onCancel} isDisabled={busy}>
        <Trans>Cancel</Trans>
      </Button>
      <Button variant={danger ? 'danger' : 'primary'} onPress={onConfirm} isLoading={busy}>
        {confirmLabel}
      </Button>
    </>
  );
}

/** The outcome paragraph of a finished action. */
export function Done({ children }: { children: ReactNode }) {
  return <p className={styles.success}>{children}</p>;
}
