import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { type Loadable, LoadableView, pageLayout } from '@paydeck/accounts';
import { Button, checkAmount, EmptyState, StatusBadge, TextField } from '@paydeck/ui';
import { type FormEvent, useState } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import type { ExternalCard } from '../../api/external';
import { displayCardNumber } from '../../model/bin';
import { externalStatusText, externalStatusTone } from './external-status';
import * as styles from './external.css';

/** The verification amount has cents at most. */
const AMOUNT_DECIMALS = 2;

export type ConfirmSubmitState =
  | { kind: 'idle' }
  | { kind: 'submitting' }
  /** The amount was not the charge; attemptsLeft when the answer said. */
  | { kind: 'wrong'; attemptsLeft: number | null }
  | { kind: 'tooManyAttempts' }
  | { kind: 'failed'; message: string };

export interface ConfirmCardScreenProps {
  /** The card being confirmed; null when the person has no such card. */
  card: Loadable<ExternalCard | null>;
  amount: string;
  onAmountChange: (amount: string) => void;
  submit: ConfirmSubmitState;
  onSubmit: (amount: string) => void;
  onRetry: () => void;
}

/** /confirm-card/{cardId}: enter the amount of the verification charge to confirm a card of another bank. */
export function ConfirmCardScreen(props: ConfirmCardScreenProps) {
  const { t } = useLingui();
  return (
    <div className={pageLayout.page}>
      <h1 className={pageLayout.title}>
        <Trans>Confirm your card</Trans>
      </h1>
      <LoadableView value={props.card} label={t`Loading the card`} onRetry={props.onRetry}>
        {(card) =>
          card === null ? (
            <EmptyState
              title={<Trans>We could not find this card</Trans>}
              description={<Trans>Check the address, or open your cards to see the ones you linked.</Trans>}
              action={<BackToCards />}
            />
          ) : (
            <CardConfirmation {...props} card={card} />
          )
        }
      </LoadableView>
    </div>
  );
}

function BackToCards() {
  return (
    <AriaLink className={pageLayout.buttonLink} href="/physical-cards">
      <Trans>Back to your cards</Trans>
    </AriaLink>
  );
}

function CardConfirmation({
  card,
  amount,
  onAmountChange,
  submit,
  onSubmit,
}: Omit<ConfirmCardScreenProps, 'card'> & { card: ExternalCard }) {
  const { t, i18n } = useLingui();
  const [attempted, setAttempted] = useState(false);
  const failed = card.status === 'failed' || submit.kind === 'tooManyAttempts';
  const number = displayCardNumber(card.maskedNumber);
  const header = (
    <div className={pageLayout.sectionHeader}>
      <h2 className={pageLayout.subtitle}>
        {card.cardBrand ?? <Trans>Card of another bank</Trans>} {number}
      </h2>
      <StatusBadge tone={externalStatusTone[failed ? 'failed' : card.status]}>
        {i18n._(externalStatusText[failed ? 'failed' : card.status])}
      </StatusBadge>
    </div>
  );

  if (failed) {
    return (
      <section className={pageLayout.section}>
        {header}
        <p className={pageLayout.message} role="alert">
          <Trans>
            Too many wrong amounts: this card could not be confirmed. Add the card again to get a new verification
            charge.
          </Trans>
        </p>
        <div className={pageLayout.actions}>
          <AriaLink className={pageLayout.buttonLink} href="/add-card">
            <Trans>Add the card again</Trans>
          </AriaLink>
          <BackToCards />
        </div>
      </section>
    );
  }
  if (card.status === 'confirmed') {
    return (
      <section className={pageLayout.section}>
        {header}
        <p className={pageLayout.successMessage}>
          <Trans>This card is confirmed.</Trans>
        </p>
        <div className={pageLayout.actions}>
          <BackToCards />
        </div>
      </section>
    );
  }

  const problem = checkAmount(amount, AMOUNT_DECIMALS);
  const fieldError =
    problem === 'format'
      ? t`Enter the amount in digits, for example 0.57.`
      : problem === 'decimals'
        ? t`Use at most 2 decimal places.`
        : attempted && amount.trim() === ''
          ? t`Enter the amount we charged.`
          : null;
  const attemptsLeft =
    submit.kind === 'wrong' && submit.attemptsLeft !== null ? submit.attemptsLeft : card.attemptsLeft;
  const busy = submit.kind === 'submitting';

  const send = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (problem === null && amount.trim() !== '' && !busy) onSubmit(amount.trim().replace(',', '.'));
  };

  return (
    <section className={pageLayout.section}>
      {header}
      <ol className={styles.steps}>
        <li>
          <Trans>We charged this card a small amount, between 0.10 and 1.99, in the card's currency.</Trans>
        </li>
        <li>
          <Trans>Find the charge in your bank's app or on the card statement. It can take a day to appear.</Trans>
        </li>
        <li>
          <Trans>Enter the exact amount below.</Trans>
        </li>
      </ol>
      <form className={styles.form} onSubmit={send} noValidate aria-busy={busy || undefined}>
        <TextField
          label={t`Amount charged`}
          value={amount}
          onChange={onAmountChange}
          inputMode="decimal"
          autoComplete="off"
          isRequired
          isInvalid={fieldError !== null || submit.kind === 'wrong'}
          errorMessage={fieldError}
          description={<Plural value={attemptsLeft} one="# attempt left" other="# attempts left" />}
        />
        {submit.kind === 'wrong' && (
          <p className={pageLayout.message} role="alert">
            <Trans>This is not the amount we charged.</Trans>{' '}
            <Plural value={attemptsLeft} one="You have # attempt left." other="You have # attempts left." />
          </p>
        )}
        {submit.kind === 'failed' && (
          <p className={pageLayout.message} role="alert">
            {submit.message}
          </p>
        )}
        <div className={pageLayout.actions}>
          <Button type="submit" isLoading={busy}>
            <Trans>Confirm the card</Trans>
          </Button>
        </div>
      </form>
    </section>
  );
}
