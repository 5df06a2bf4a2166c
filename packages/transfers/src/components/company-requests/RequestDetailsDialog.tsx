import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '@paydeck/i18n';
import { Button, Dialog } from '@paydeck/ui';
import type { TransactionRequest } from '../../api/company-requests';
import { RequestFacts } from './RequestFacts';
import * as styles from './requests.css';

export interface RequestDetailsDialogProps {
  request: TransactionRequest;
  typeName: (typeId: number) => string;
  /** Approve or decline this request: the review comes next, nothing is sent yet. */
  onDecide: (declined: boolean) => void;
  onClose: () => void;
  /** A decision is on its way: no new one. */
  isDisabled?: boolean;
}

/** One request opened from the list: everything about it, and its own approve and decline. */
export function RequestDetailsDialog({ request, typeName, onDecide, onClose, isDisabled }: RequestDetailsDialogProps) {
  const { t, i18n } = useLingui();
  const number = request.transactionId;
  const description = request.description.trim() || t`Transfer ${number}`;
  const amount = formatMoney(request.total, request.currencyCode, i18n.locale);
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t`Request ${description}`}
      actions={(close) => (
        <>
          <Button variant="secondary" onPress={close}>
            <Trans>Close</Trans>
          </Button>
          <Button variant="danger" isDisabled={isDisabled} onPress={() => onDecide(true)}>
            <Trans>Decline</Trans>
          </Button>
          <Button isDisabled={isDisabled} onPress={() => onDecide(false)}>
            <Trans>Approve {amount}</Trans>
          </Button>
        </>
      )}
    >
      <div className={styles.dialogBody}>
        <RequestFacts request={request} typeName={typeName} />
      </div>
    </Dialog>
  );
}
