import { useLingui } from '@lingui/react/macro';
import { openPopup } from '@paydeck/ui';
import { useEffect, useState } from 'react';
import { changePassword, confirmPasswordChange, type PasswordChange } from '../../api/security';
import { CodeConfirmDialog } from '../../components/settings/CodeConfirmDialog';
import { PasswordChangedPopup } from '../../components/settings/PasswordChangedPopup';
import { type PasswordChangeInput, PasswordSection } from '../../components/settings/PasswordSection';
import { passwordChangeOutcome } from '../../runtime/push-events';
import { api, realtime } from '../../session/clients';
import { useFailureText } from '../errors';

/**
 * Change password with approval: a code (SMS, one-time code) in the approval popup, or push (the
 * realtime passwordChange event ends the wait; the session runtime shows its popup).
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

  useEffect(() => {
    if (!waitingForPush) return;
    return realtime.subscribe((event) => {
      setRequest(undefined);
      if (passwordChangeOutcome(event).ok) setResetKey((key) => key + 1);
    }, 'passwordChange');
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
    </>
  );
}
