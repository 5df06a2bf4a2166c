import type { OwnTransferResult } from '../api/own-accounts';
import type { PopupOutcome } from '../components/own-accounts/OwnAccountsScreen';
import { TransferDetails } from '../components/own-accounts/TransferDetails';
import { ApprovalPopup } from './approval/ApprovalPopup';

/**
 * The approval popup of a transfer between own accounts (the second factor after the confirm), the answer's
 * transaction id, amounts and fee as its details. Decided, it closes: the screen's outcome says what happened.
 * Its own chunk: the page asks for it when the person confirms, not with the form.
 */
export function OwnAccountsPopup({
  result,
  onOutcome,
}: {
  result: OwnTransferResult;
  onOutcome: (outcome: PopupOutcome) => void;
}) {
  return (
    <ApprovalPopup
      submitResult={result}
      onDone={onOutcome}
      onDecided={onOutcome}
      details={<TransferDetails result={result} />}
    />
  );
}
