// The card actions that need nothing but a yes: pause, unpause, 3-D Secure enrollment, express shipping of
// the reissue in progress, and block (irreversible).
import { Trans, useLingui } from '@lingui/react/macro';
import { useMoneyText } from '@paydeck/accounts';
import { UPGRADE_SHIPPING_FEE } from '../../model/reissue';
import type { ActionState } from '../common/action-state';
import { ActionDialog, ConfirmButtons, Done } from './ActionDialog';
import * as styles from './actions.css';

interface ConfirmProps<Result> {
  isOpen: boolean;
  onClose: () => void;
  cardName: string;
  state: ActionState<void, Result>;
}

export function PauseDialog({ isOpen, onClose, cardName, state }: ConfirmProps<number>) {
  const { t } = useLingui();
  return (
    <ActionDialog
      isOpen={isOpen}
      onClose={onClose}
      title={t`Pause ${cardName}?`}
      state={state}
      done={() => (
        <Done>
          <Trans>The card is paused. Unpause it whenever you want to use it again.</Trans>
        </Done>
      )}
      actions={
        <ConfirmButtons
          onCancel={onClose}
          onConfirm={() => state.run()}
          busy={state.busy}
          confirmLabel={t`Pause the card`}
        />
      }
    >
      <p className={styles.text}>
        <Trans>
          While the card is paused, payments and withdrawals with it are declined. You can unpause it at any time.
        </Trans>
      </p>
    </ActionDialog>
  );
}

export function UnpauseDialog({ isOpen, onClose, cardName, state }: ConfirmProps<number>) {
  const { t } = useLingui();
  return (
    <ActionDialog
      isOpen={isOpen}
      onClose={onClose}
      title={t`Unpause ${cardName}?`}
      state={state}
      done={() => (
        <Done>
          <Trans>The card is active again.</Trans>
        </Done>
      )}
      actions={
        <ConfirmButtons
          onCancel={onClose}
          onConfirm={() => state.run()}
          busy={state.busy}
          confirmLabel={t`Unpause the card`}
        />
      }
    >
      <p className={styles.text}>
        <Trans>Payments and withdrawals with the card will work again.</Trans>
      </p>
    </ActionDialog>
  );
}

export function EnrollDialog({ isOpen, onClose, cardName, state }: ConfirmProps<boolean>) {
  const { t } = useLingui();
  return (
    <ActionDialog
      isOpen={isOpen}
      onClose={onClose}
      title={t`Enroll ${cardName} in 3-D Secure?`}
      state={state}
      done={() => (
        <Done>
          <Trans>The card is enrolled in 3-D Secure.</Trans>
        </Done>
      )}
      actions={
        <ConfirmButtons onCancel={onClose} onConfirm={() => state.run()} busy={state.busy} confirmLabel={t`Enroll`} />
      }
    >
      <p className={styles.text}>
        <Trans>
          With 3-D Secure, online shops that support it ask you to confirm a payment with the card in an extra step.
          This protects the card if its number is stolen.
        </Trans>
      </p>
    </ActionDialog>
  );
}

export function UpgradeShippingDialog({
  isOpen,
  onClose,
  cardName,
  currencyCode,
  state,
}: ConfirmProps<unknown> & { currencyCode: string }) {
  const { t } = useLingui();
  const money = useMoneyText();
  const fee = money(UPGRADE_SHIPPING_FEE, currencyCode);
  return (
    <ActionDialog
      isOpen={isOpen}
      onClose={onClose}
      title={t`Ship the new ${cardName} express?`}
      state={state}
      done={() => (
        <Done>
          <Trans>The new card ships express.</Trans>
        </Done>
      )}
      actions={
        <ConfirmButtons
          onCancel={onClose}
          onConfirm={() => state.run()}
          busy={state.busy}
          confirmLabel={t`Pay ${fee} and ship express`}
        />
      }
    >
      <p className={styles.notice}>
        <Trans>Express shipping costs {fee} more. It is taken from this card's balance.</Trans>
      </p>
    </ActionDialog>
  );
}

export function BlockDialog({
  isOpen,
  onClose,
  cardName,
  state,
  canPause,
}: ConfirmProps<number> & { canPause: boolean }) {
  const { t } = useLingui();
  return (
    <ActionDialog
      isOpen={isOpen}
      onClose={onClose}
      title={t`Block ${cardName} for good?`}
      state={state}
      interrupts
      done={() => (
        <Done>
          <Trans>The card is blocked and canceled. It cannot be used any more.</Trans>
        </Done>
      )}
      actions={
        <ConfirmButtons
          onCancel={onClose}
          onConfirm={() => state.run()}
          busy={state.busy}
          confirmLabel={t`Block the card for good`}
          danger
        />
      }
    >
      <p className={styles.warning}>
        <Trans>Blocking cancels the card. This cannot be undone: the card can never be used or unblocked again.</Trans>
      </p>
      {canPause && (
        <p className={styles.text}>
          <Trans>If you only want to stop payments for a while, pause the card instead.</Trans>
        </p>
      )}
    </ActionDialog>
  );
}
