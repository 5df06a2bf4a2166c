import type { ExternalTransferResult } from '../../api/external-transfers';
import { TransferDetails } from '../../components/own-accounts/TransferDetails';
import type { PopupOutcome } from '../../components/send-steps/outcome-state';
import { ApprovalPopup } from '../approval/ApprovalPopup';

/**
 * The approval popup of an external transfer (the second factor after the confirm), the answer's transaction id,
 * amounts and fee as its details. Decided, it closes: the screen's outcome says what happened. Its own chunk.
 */
export function ExternalPopup({
  result,
  onOutcome,
}: {
  result: ExternalTransferResult;
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
