import { useLingui } from '@lingui/react/macro';
import { accountKeys, failureText, PageFrame } from '@paydeck/accounts';
import { isApiError, newIdempotencyKey } from '@paydeck/api-client';
import { api } from '@paydeck/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { approveTransfer } from '../../api/approvals';
import { transferKeys } from '../../api/keys';
import { ApprovedScreen, type ApprovedState } from '../../components/approved/ApprovedScreen';
import { readApprovalLink } from '../../components/approved/search';
import { rejectionText } from '../../model/approval';

/** The link's approval, sent once per page (a re-render or React's double effect sends nothing more). */
export function TransferApprovedPage({ rawSearch }: { rawSearch: Record<string, unknown> }) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const link = readApprovalLink(rawSearch);
  const [state, setState] = useState<ApprovedState>(link ? { kind: 'approving' } : { kind: 'invalidLink' });
  const sent = useRef<string | null>(null);
  const trxid = link?.trxid;
  const approvalCode = link?.approvalCode;

  useEffect(() => {
    if (!trxid || !approvalCode || sent.current === `${trxid}:${approvalCode}`) return;
    sent.current = `${trxid}:${approvalCode}`;
    setState({ kind: 'approving' });
    approveTransfer(api, { trxid, approvalCode }, newIdempotencyKey())
      .then((answer) => {
        setState({ kind: 'approved', transactionId: answer.transactionId });
        void queryClient.invalidateQueries({ queryKey: accountKeys.all });
        void queryClient.invalidateQueries({ queryKey: transferKeys.all });
      })
      .catch((error: unknown) => {
        const entries = isApiError(error) && error.code === 'VF' ? error.validationErrors : [];
        setState({
          kind: 'failed',
          text: entries.length > 0 ? rejectionText({ errors: entries }) : failureText(error, i18n),
        });
      });
  }, [trxid, approvalCode, queryClient, i18n]);

  return (
    <PageFrame>
      <ApprovedScreen state={state} />
    </PageFrame>
  );
}
