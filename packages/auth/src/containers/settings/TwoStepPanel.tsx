import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { authKeys } from '../../api/keys';
import { confirmTwoStep, serverMessageOf, setTwoStep, type TwoStepMode, type TwoStepType } from '../../api/security';
import { LoadableView } from '../../components/common/Loadable';
import { CodeConfirmDialog } from '../../components/settings/CodeConfirmDialog';
import { twoStepTypeOf } from '../../components/settings/labels';
import { TwoStepSection } from '../../components/settings/TwoStepSection';
import { api } from '../../session/clients';
import { useCustomer } from '../../session/hooks';
import { useFailureText } from '../errors';
import { toLoadable } from './loadable';

/** Two-step verification: set a mode, then confirm it with the code (HTTP 400: the server's message in the popup). */
export function TwoStepPanel() {
  const { t } = useLingui();
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
      const answer = await setTwoStep(api, mode, type);
      if (answer.reqId !== undefined && answer.reqId !== null) {
        setPending({ reqId: answer.reqId, sentTo: answer.approvalSentTo });
      } else {
        setSuccess(t`Two-step verification is updated.`);
        await refresh();
      }
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
      setSuccess(t`Two-step verification is updated.`);
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
