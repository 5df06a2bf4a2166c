import type { OwnTransferResult } from '../api/own-accounts';
import type { PopupOutcome } from '../components/own-accounts/OwnAccountsScreen';
import { TransferDetails } from '../components/own-accounts/TransferDetails';
import { ApprovalPopup } from './approval/ApprovalPopup';

/**
 * The approval popup of a transfer between own accounts, the answer's transaction id, amounts and fee as its
 * details. Its own chunk: the page asks for it when the person submits, not with the form.
 */
export function OwnAccountsPopup({
  result,
  onDone,
}: {
  result: OwnTransferResult;
  onDone: (outcome: PopupOutcome) => void;
}) {
  return <ApprovalPopup submitResult={result} onDone={onDone} details={<TransferDetails result={result} />} />;
}
