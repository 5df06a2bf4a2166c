// The card actions that need nothing but a yes: pause, unpause, 3-D Secure enrollment, express shipping of
// the reissue in progress, and block (irreversible). Each is one YesDialog with its own words.
import { Trans, useLingui } from '@lingui/react/macro';
import { useMoneyText } from '@paydeck/accounts';
import type { ReactNode } from 'react';
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

interface YesDialogProps<Result> extends Omit<ConfirmProps<Result>, 'cardName'> {
  title: string;
  confirmLabel: string;
  /** What the person reads once the action is done. */
  outcome: ReactNode;
  /** Irreversible: an alert dialog with a danger button. */
  danger?: boolean;
  children: ReactNode;
}

function YesDialog<Result>({
  isOpen,
  onClose,
  state,
  title,
  confirmLabel,
  outcome,
  danger,
  children,
}: YesDialogProps<Result>) {
  return (
    <ActionDialog
      isOpen={isOpen}
      onClose={onClose}
      title={title}
      state={state}
      interrupts={danger}
      done={() => <Done>{outcome}</Done>}
      actions={
        <ConfirmButtons
          onCancel={onClose}
          onConfirm={() => state.run()}
          busy={state.busy}
          confirmLabel={confirmLabel}
          danger={danger}
        />
      }
    >
      {children}
    </ActionDialog>
  );
}

export function PauseDialog({ cardName, ...props }: ConfirmProps<number>) {
  const { t } = useLingui();
  return (
    <YesDialog
      {...props}
      title={t`Pause ${cardName}?`}
      confirmLabel={t`Pause the card`}
      outcome={<Trans>The card is paused. Unpause it whenever you want to use it again.</Trans>}
    >
      <p className={styles.text}>
        <Trans>
          While the card is paused, payments and withdrawals with it are declined. You can unpause it at any time.
        </Trans>
      </p>
    </YesDialog>
  );
}

export function UnpauseDialog({ cardName, ...props }: ConfirmProps<number>) {
  const { t } = useLingui();
  return (
    <YesDialog
      {...props}
      title={t`Unpause ${cardName}?`}
      confirmLabel={t`Unpause the card`}
      outcome={<Trans>The card is active again.</Trans>}
    >
      <p className={styles.text}>
        <Trans>Payments and withdrawals with the card will work again.</Trans>
      </p>
    </YesDialog>
  );
}

export function EnrollDialog({ cardName, ...props }: ConfirmProps<boolean>) {
  const { t } = useLingui();
  return (
    <YesDialog
      {...props}
      title={t`Enroll ${cardName} in 3-D Secure?`}
      confirmLabel={t`Enroll`}
      outcome={<Trans>The card is enrolled in 3-D Secure.</Trans>}
    >
      <p className={styles.text}>
        <Trans>
          With 3-D Secure, online shops that support it ask you to confirm a payment with the card in an extra step.
          This protects the card if its number is stolen.
        </Trans>
      </p>
    </YesDialog>
  );
}

export function UpgradeShippingDialog({
  cardName,
  currencyCode,
  ...props
}: ConfirmProps<unknown> & { currencyCode: string }) {
  const { t } = useLingui();
  const money = useMoneyText();
  const fee = money(UPGRADE_SHIPPING_FEE, currencyCode);
  return (
    <YesDialog
      {...props}
      title={t`Ship the new ${cardName} express?`}
      confirmLabel={t`Pay ${fee} and ship express`}
      outcome={<Trans>The new card ships express.</Trans>}
    >
      <p className={styles.notice}>
        <Trans>Express shipping costs {fee} more. It is taken from this card's balance.</Trans>
      </p>
    </YesDialog>
  );
}

export function BlockDialog({ cardName, canPause, ...props }: ConfirmProps<number> & { canPause: boolean }) {
  const { t } = useLingui();
  return (
    <YesDialog
      {...props}
      title={t`Block ${cardName} for good?`}
      confirmLabel={t`Block the card for good`}
      outcome={<Trans>The card is blocked and canceled. It cannot be used any more.</Trans>}
      danger
    >
      <p className={styles.warning}>
        <Trans>Blocking cancels the card. This cannot be undone: the card can never be used or unblocked again.</Trans>
      </p>
      {canPause && (
        <p className={styles.text}>
          <Trans>If you only want to stop payments for a while, pause the card instead.</Trans>
        </p>
      )}
    </YesDialog>
  );
}
