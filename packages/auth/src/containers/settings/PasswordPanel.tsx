import { useLingui } from '@lingui/react/macro';
import { openPopup } from '@paydeck/ui';
import { useEffect, useRef, useState } from 'react';
import { changePassword, confirmPasswordChange, type PasswordChange } from '../../api/security';
import { CodeConfirmDialog } from '../../components/settings/CodeConfirmDialog';
import { PasswordChangedPopup } from '../../components/settings/PasswordChangedPopup';
import { PushApprovalDialog } from '../../components/settings/PushApprovalDialog';
import { type PasswordChangeInput, PasswordSection } from '../../components/settings/PasswordSection';
import { waitForPush } from '../../model/settings-approval';
import { passwordChangeOutcome } from '../../runtime/push-events';
import { api, realtime } from '../../session/clients';
import { useFailureText } from '../errors';

/**
 * Change password with approval: a code (SMS, one-time code) in the approval popup, or push (the
 * change-password approval popup waits for the realtime passwordChange event, whose popup the session
 * runtime shows; Cancel or 5 minutes without an answer end the wait with "Confirmation canceled").
 */
export function PasswordPanel() {
  const { t } = useLingui();
  const failureText = useFailureText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [request, setRequest] = useState<PasswordChange>();
  const [confirming, setConfirming] = useState(false);
  const [confirmError, setConfirmError] = useState<string>();
  const [resetKey, setResetKey] = useState(0);
  const waitingForPush = request?.approveType === 'push';
  const pushWait = useRef<ReturnType<typeof waitForPush>>(undefined);

  useEffect(() => {
    if (!waitingForPush) return;
    realtime.start(); // already open in a signed-in session; the event is what ends the wait
    const wait = waitForPush({
      subscribe: (listener) => realtime.subscribe(listener, 'passwordChange'),
      onEnd: (end) => {
        setRequest(undefined);
        if (end.kind === 'event') {
          if (passwordChangeOutcome(end).ok) setResetKey((key) => key + 1);
          return; // the session runtime shows the event's popup
        }
        openPopup((close) => (
          <PasswordChangedPopup outcome={passwordChangeOutcome({ code: 'canceled' })} onClose={close} />
        ));
      },
    });
    pushWait.current = wait;
    return () => wait.stop();
  }, [waitingForPush]);

  async function submit(input: PasswordChangeInput) {
    setBusy(true);
    setError(undefined);
    try {
      setRequest(await changePassword(api, input));
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  }

  async function confirm(code: string) {
    if (!request) return;
    setConfirming(true);
    setConfirmError(undefined);
    try {
      await confirmPasswordChange(api, { code, requestKey: request.requestKey });
      setRequest(undefined);
      setResetKey((key) => key + 1);
      openPopup((close) => (
        <PasswordChangedPopup outcome={passwordChangeOutcome({ code: 'confirmed' })} onClose={close} />
      ));
    } catch (failure) {
      setConfirmError(failureText(failure));
    } finally {
      setConfirming(false);
    }
  }

  return (
    <>
      <PasswordSection
        onSubmit={(input) => void submit(input)}
        busy={busy}
        waitingForPush={waitingForPush}
        error={error}
        resetKey={resetKey}
      />
      <CodeConfirmDialog
        isOpen={request !== undefined && !waitingForPush}
        title={t`Approve the password change`}
        description={
          request?.approvalSentTo
            ? t`Enter the code we sent to ${request.approvalSentTo}.`
            : t`Enter the code we sent you.`
        }
        onSubmit={(code) => void confirm(code)}
        onCancel={() => {
          setRequest(undefined);
          setConfirmError(undefined);
          openPopup((close) => (
            <PasswordChangedPopup outcome={passwordChangeOutcome({ code: 'canceled' })} onClose={close} />
          ));
        }}
        busy={confirming}
        error={confirmError}
      />
      <PushApprovalDialog isOpen={waitingForPush} onCancel={() => pushWait.current?.cancel()} />
    </>
  );
}
