import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog, StatusBadge } from '@paydeck/ui';
import type { PaymentInstruction } from '../../api/accounts';
import * as layout from '../common/layout.css';
import { type Loadable, LoadableView } from '../common/Loadable';
import * as styles from './funding.css';

/** An IBAN as it is printed: groups of four characters. */
const groupsOfFour = (iban: string) => iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');

/** How to add funds by bank transfer: the details of each payment account (payment instructions). */
export function PaymentInstructionsDialog({
  isOpen,
  onClose,
  instructions,
  onRetry,
}: {
  isOpen: boolean;
  onClose: () => void;
  instructions: Loadable<PaymentInstruction[]>;
  onRetry?: () => void;
}) {
  const { t } = useLingui();
  return (
    <Dialog isOpen={isOpen} onOpenChange={(open) => !open && onClose()} title={t`Add funds by bank transfer`}>
      <LoadableView value={instructions} label={t`Loading payment instructions`} onRetry={onRetry}>
        {(list) => (
          <>
            <p className={layout.text}>
              <Trans>Send a transfer to these details. Add the reference so the money reaches your account.</Trans>
            </p>
            <ul className={layout.list}>
              {list.map((instruction) => (
                <li key={instruction.id} className={styles.instruction}>
                  <div className={layout.sectionHeader}>
                    <h3 className={styles.instructionTitle}>
                      <Trans>{instruction.currencyCode} account</Trans>
                    </h3>
                    {!instruction.isViewed && (
                      <StatusBadge tone="info">
                        <Trans>New</Trans>
                      </StatusBadge>
                    )}
                  </div>
                  <dl className={styles.details}>
                    <dt>
                      <Trans>Account number (IBAN)</Trans>
                    </dt>
                    <dd className={styles.code}>{groupsOfFour(instruction.bankAccountNumber)}</dd>
                    {instruction.swift && (
                      <>
                        <dt>
                          <Trans>SWIFT / BIC</Trans>
                        </dt>
                        <dd className={styles.code}>{instruction.swift}</dd>
                      </>
                    )}
                    {instruction.bankName && (
                      <>
                        <dt>
                          <Trans>Bank</Trans>
                        </dt>
                        <dd>{instruction.bankName}</dd>
                      </>
                    )}
                    {instruction.reference && (
                      <>
                        <dt>
                          <Trans>Reference</Trans>
                        </dt>
                        <dd className={styles.code}>{instruction.reference}</dd>
                      </>
                    )}
                  </dl>
                </li>
              ))}
            </ul>
          </>
        )}
      </LoadableView>
    </Dialog>
  );
}
