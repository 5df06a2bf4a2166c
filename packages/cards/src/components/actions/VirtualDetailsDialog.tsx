import { Trans, useLingui } from '@lingui/react/macro';
import { formatCardExpiry } from '@paydeck/i18n';
import { Button, Dialog } from '@paydeck/ui';
import { useState } from 'react';
import type { VirtualDetails } from '../../api/card';
import * as common from '../common/common.css';
import { SecretReveal } from '../common/SecretReveal';
import { DETAILS_REVEAL_SECONDS } from '../common/useReveal';
import * as styles from './actions.css';

export interface VirtualDetailsDialogProps {
  isOpen: boolean;
  onClose: () => void;
  cardName: string;
  /** Asks the server for the full number and CVV (each time: they are never kept). */
  loadDetails: () => Promise<VirtualDetails>;
}

/** A virtual card's full number, expiry and CVV, to pay online; shown for 30 seconds. */
export function VirtualDetailsDialog({ isOpen, onClose, cardName, loadDetails }: VirtualDetailsDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      title={t`Details of ${cardName}`}
      actions={
        <Button variant="secondary" onPress={onClose}>
          <Trans>Done</Trans>
        </Button>
      }
    >
      <p className={styles.text}>
        <Trans>Use these details to pay online. Make sure nobody can see your screen.</Trans>
      </p>
      <SecretReveal
        seconds={DETAILS_REVEAL_SECONDS}
        load={loadDetails}
        showLabel={t`Show the card details`}
        hideLabel={t`Hide the card details`}
      >
        {(details) => <DetailsList details={details} />}
      </SecretReveal>
    </Dialog>
  );
}

/** "5355221234564417" → "5355 2212 3456 4417". */
const grouped = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

/** The clipboard is missing outside secure contexts and may be refused: either way, say so. */
async function copyText(text: string): Promise<'copied' | 'failed'> {
  try {
    await navigator.clipboard.writeText(text);
    return 'copied';
  } catch {
    return 'failed';
  }
}

function DetailsList({ details }: { details: VirtualDetails }) {
  const [copy, setCopy] = useState<'copied' | 'failed' | null>(null);
  return (
    <>
      <dl className={styles.facts}>
        <dt className={styles.factLabel}>
          <Trans>Card number</Trans>
        </dt>
        <dd className={common.secretValue} data-testid="card-number">
          {grouped(details.cardNumber)}
        </dd>
        <dt className={styles.factLabel}>
          <Trans>Expires</Trans>
        </dt>
        <dd className={styles.factValue}>{formatCardExpiry(details.expiryMonth, details.expiryYear)}</dd>
        <dt className={styles.factLabel}>
          <Trans>CVV</Trans>
        </dt>
        <dd className={styles.factValue} data-testid="card-cvv">
          {details.cvv}
        </dd>
        <dt className={styles.factLabel}>
          <Trans>Name on the card</Trans>
        </dt>
        <dd className={styles.factValue}>{details.holderName}</dd>
      </dl>
      <div className={common.row}>
        <Button variant="secondary" size="small" onPress={() => void copyText(details.cardNumber).then(setCopy)}>
          <Trans>Copy the card number</Trans>
        </Button>
        <span className={common.muted}>
          {copy === 'copied' && <Trans>Copied.</Trans>}
          {copy === 'failed' && <Trans>Could not copy: select the number and copy it yourself.</Trans>}
        </span>
      </div>
    </>
  );
}
