import { Trans, useLingui } from '@lingui/react/macro';
import { type Account, type Loadable, LoadableView, pageLayout } from '@paydeck/accounts';
import { Link } from '@paydeck/ui';
import { cardRuleInput } from '../../model/card-account';
import { cardActions } from '../../model/card-rules';
import type { ActionState } from '../common/action-state';
import { CardSummary } from '../common/CardSummary';
import { ChangePinForm, type NewPin } from './ChangePinForm';
import { PinReveal } from './PinReveal';
import * as styles from './pin.css';

export interface CardPinScreenProps {
  accountId: number;
  /** The card account (from the account list). */
  card: Loadable<Account>;
  onRetry: () => void;
  change: ActionState<NewPin, unknown>;
  /** The PIN, asked for each time it is shown. */
  loadPin: () => Promise<string>;
}

/** The address of a card's page. */
export const cardHref = (accountId: number) => `/cards/${accountId}`;

/** /card/{accountId}/pin: change the card's PIN, and show the current one; only where the status allows. */
export function CardPinScreen({ accountId, card, onRetry, change, loadPin }: CardPinScreenProps) {
  const { t } = useLingui();
  const back = cardHref(accountId);
  return (
    <div className={pageLayout.page}>
      <div className={pageLayout.pageHeader}>
        <h1 className={pageLayout.title}>
          <Trans>Card PIN</Trans>
        </h1>
        <Link href={back}>
          <Trans>Back to the card</Trans>
        </Link>
      </div>
      <LoadableView value={card} label={t`Loading the card`} onRetry={onRetry}>
        {(account) => {
          const actions = cardActions(cardRuleInput(account, null));
          return (
            <>
              <CardSummary card={account} size="compact" />
              {!actions.changePin && !actions.showPin ? (
                <div className={pageLayout.section}>
                  <p role="alert" className={pageLayout.text}>
                    <Trans>The PIN of this card cannot be changed or shown in the card's current status.</Trans>
                  </p>
                  <p className={pageLayout.text}>
                    <Link href={back}>
                      <Trans>Back to the card</Trans>
                    </Link>
                  </p>
                </div>
              ) : (
                <div className={styles.sections}>
                  {actions.changePin && (
                    <section className={pageLayout.section} aria-labelledby="change-pin-title">
                      <h2 id="change-pin-title" className={pageLayout.subtitle}>
                        <Trans>Change the PIN</Trans>
                      </h2>
                      <ChangePinForm state={change} cardHref={back} />
                    </section>
                  )}
                  {actions.showPin && (
                    <section className={pageLayout.section} aria-labelledby="show-pin-title">
                      <h2 id="show-pin-title" className={pageLayout.subtitle}>
                        <Trans>Your current PIN</Trans>
                      </h2>
                      <p className={pageLayout.muted}>
                        <Trans>Make sure nobody can see your screen.</Trans>
                      </p>
                      <PinReveal loadPin={loadPin} />
                    </section>
                  )}
                </div>
              )}
            </>
          );
        }}
      </LoadableView>
    </div>
  );
}
