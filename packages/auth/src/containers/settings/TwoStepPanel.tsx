import { useLingui } from '@lingui/react/macro';
import { openPopup } from '@paydeck/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { authKeys } from '../../api/keys';
import { confirmTwoStep, serverMessageOf, setTwoStep, type TwoStepMode, type TwoStepType } from '../../api/security';
import { LoadableView } from '../../components/common/Loadable';
import { CodeConfirmDialog } from '../../components/settings/CodeConfirmDialog';
import { noOperationIdText, twoStepTypeOf } from '../../components/settings/labels';
import { SuccessPopup } from '../../components/settings/SuccessPopup';
import { TwoStepSection } from '../../components/settings/TwoStepSection';
import { twoStepNext } from '../../model/settings-approval';
import { api } from '../../session/clients';
import { useCustomer } from '../../session/hooks';
import { useFailureText } from '../errors';
import { toLoadable } from './loadable';

/**
 * Two-step verification: set a mode, then confirm it with the code sent for its request id (HTTP 400:
 * the server's message in the popup); an answer without a request id is a failure. A confirmed change
 * shows the success popup, which closes itself after 3000 ms.
 */
export function TwoStepPanel() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const failureText = useFailureText();
  const customer = useCustomer();
  const [busyMode, setBusyMode] = useState<TwoStepMode>();
  const [pending, setPending] = useState<{ reqId: string | number; sentTo: string | null }>();
  const [confirming, setConfirming] = useState(false);
  const [confirmError, setConfirmError] = useState<string>();
  const [error, setError] = useState<string>();
  const [success, setSuccess] = useState<string>();

  const refresh = () => queryClient.invalidateQueries({ queryKey: authKeys.customer() });

  async function request(mode: TwoStepMode, type: TwoStepType) {
    setBusyMode(mode);
    setError(undefined);
    setSuccess(undefined);
    try {
      const next = twoStepNext(await setTwoStep(api, mode, type));
      if (next.kind === 'confirm') setPending({ reqId: next.reqId, sentTo: next.sentTo });
      else setError(i18n._(noOperationIdText));
    } catch (failure) {
      setError(serverMessageOf(failure) ?? failureText(failure));
    } finally {
      setBusyMode(undefined);
    }
  }

  async function confirm(code: string) {
    if (!pending) return;
    setConfirming(true);
    setConfirmError(undefined);
    try {
      await confirmTwoStep(api, pending.reqId, code);
      setPending(undefined);
      const message = t`Two-step verification is updated.`;
      setSuccess(message);
      openPopup((close) => <SuccessPopup title={t`Two-step verification`} message={message} onClose={close} />);
      await refresh();
    } catch (failure) {
      setConfirmError(serverMessageOf(failure) ?? failureText(failure));
    } finally {
      setConfirming(false);
    }
  }

  return (
    <>
      <LoadableView
        value={toLoadable(customer, failureText)}
        label={t`Loading your settings`}
        onRetry={() => void customer.refetch()}
      >
        {(data) => (
          <TwoStepSection
            current={{
              login: twoStepTypeOf(data.login2faMode),
              transaction: twoStepTypeOf(data.transactionApproveMode),
            }}
            onRequest={(mode, type) => void request(mode, type)}
            busyMode={busyMode}
            error={error}
            success={success}
          />
        )}
      </LoadableView>
      <CodeConfirmDialog
        isOpen={pending !== undefined}
        title={t`Confirm the change`}
        description={pending?.sentTo ? t`Enter the code we sent to ${pending.sentTo}.` : t`Enter the code we sent you.`}
        onSubmit={(code) => void confirm(code)}
        onCancel={() => {
          setPending(undefined);
          setConfirmError(undefined);
        }}
        busy={confirming}
        error={confirmError}
      />
    </>
  );
}
