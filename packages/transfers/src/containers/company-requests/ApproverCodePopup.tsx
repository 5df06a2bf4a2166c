import { useLingui } from '@lingui/react/macro';
import { api } from '@paydeck/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { confirmTransactionRequest } from '../../api/company-requests';
import { transferKeys } from '../../api/keys';
import type { SubmitResult } from '../../api/schemas';
import { ApprovalFlow } from '../../components/approval/ApprovalFlow';
import type { ApprovalDeps } from '../../components/approval/useApproval';
import type { CodeMode } from '../../components/approval/approval-state';

export interface ApproverCodePopupProps {
  /** The request the approver approved; their own approval mode asks for a code. */
  transactionId: number;
  mode: CodeMode;
  /** The approver's login: businessTransactionRequestConfirm's fromEmail. */
  fromEmail: string;
  onDone: () => void;
}

/**
 * The approval popup (components/approval, shared with every submit) for an approver whose own mode asks
 * for a code: the code goes to businessTransactionRequestConfirm (fromEmail, approvalTransactionId, code).
 */
export function ApproverCodePopup({ transactionId, mode, fromEmail, onDone }: ApproverCodePopupProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const noRetry = t`A new code cannot be sent from here: approve the request again.`;
  const deps = useMemo<ApprovalDeps>(
    () => ({
      approve: ({ approvalCode }) =>
        confirmTransactionRequest(api, { fromEmail, approvalTransactionId: transactionId, code: approvalCode }),
      retrySms: () => Promise.reject(new Error(noRetry)),
      // the confirm's answer decides; no operation event belongs to this code
      subscribe: () => () => undefined,
    }),
    [fromEmail, transactionId, noRetry],
  );
  const submitResult: SubmitResult = {
    responseDescription: '',
    operationId: `request-${transactionId}`,
    approveType: mode,
    approvalSentTo: null,
    availableApprovalMethods: [],
    transactionId,
    statusId: 41,
    fee: '0.00',
    link: null,
  };
  const onSettled = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: [...transferKeys.all, 'requests'] });
    void queryClient.invalidateQueries({ queryKey: transferKeys.requestCount() });
  }, [queryClient]);
  return <ApprovalFlow submitResult={submitResult} deps={deps} onDone={onDone} onSettled={onSettled} />;
}
