import { Trans, useLingui } from '@lingui/react/macro';
import { type Loadable, LoadableView, pageLayout } from '@paydeck/accounts';
import { Checkbox } from '@paydeck/ui';
import { countryName } from '@paydeck/i18n';
import type { ReactNode } from 'react';
import type { AddressReplacementCheck } from '../../api/application';
import { checkAffectsCards } from '../../model/application';
import { type CardSummary, cardName, cardNumberText } from '../lists/card-text';
import * as styles from './apply.css';

export interface AddressImpactProps {
  check: Loadable<AddressReplacementCheck>;
  countryCode: string;
  /** The person's card accounts, to name the cards by their alias and number. */
  cards: readonly CardSummary[];
  acknowledged: boolean;
  onAcknowledge: (acknowledged: boolean) => void;
  /** Shown after a first attempt to confirm without the acknowledgement. */
  acknowledgeError: string | null;
  onRetry: () => void;
}

/**
 * What a move does to the cards already held, shown before confirming: cards the new country cannot
 * keep are canceled; cards already on their way still go to the old address. Needs an explicit "I understand".
 */
export function AddressImpact(props: AddressImpactProps) {
  const { t, i18n } = useLingui();
  const country = countryName(props.countryCode, i18n.locale);
  return (
    <LoadableView value={props.check} label={t`Checking what the move means for your cards`} onRetry={props.onRetry}>
      {(check) =>
        checkAffectsCards(check) ? (
          <section className={styles.impact} aria-labelledby="address-impact-title">
            <h3 id="address-impact-title" className={styles.impactTitle}>
              <Trans>Before you confirm: your move affects these cards</Trans>
            </h3>
            {check.cardAccountsToBeCanceled.length > 0 && (
              <CardGroup
                title={<Trans>These cards cannot be used in {country} and will be canceled:</Trans>}
                ids={check.cardAccountsToBeCanceled}
                cards={props.cards}
              />
            )}
            {check.cardAccountsToBeShippedToOldAddress.length > 0 && (
              <CardGroup
                title={<Trans>These cards are already on their way and will still be sent to your old address:</Trans>}
                ids={check.cardAccountsToBeShippedToOldAddress}
                cards={props.cards}
              />
            )}
            <Checkbox
              isSelected={props.acknowledged}
              onChange={props.onAcknowledge}
              isInvalid={props.acknowledgeError !== null}
              aria-describedby={props.acknowledgeError ? 'address-impact-error' : undefined}
            >
              <Trans>I understand what happens to these cards</Trans>
            </Checkbox>
            {props.acknowledgeError && (
              <p id="address-impact-error" className={pageLayout.message}>
                {props.acknowledgeError}
              </p>
            )}
          </section>
        ) : (
          <p className={pageLayout.muted}>
            <Trans>Moving to {country} does not affect your other cards.</Trans>
          </p>
        )
      }
    </LoadableView>
  );
}

function CardGroup({ title, ids, cards }: { title: ReactNode; ids: readonly number[]; cards: readonly CardSummary[] }) {
  const { i18n } = useLingui();
  return (
    <div>
      <p className={pageLayout.text}>{title}</p>
      <ul className={styles.problems}>
        {ids.map((accountId) => {
          const card = cards.find((item) => item.accountId === accountId);
          return (
            <li key={accountId} className={styles.cardLine}>
              {card ? (
                <>
                  <span>{cardName(card, i18n)}</span>
                  <span className={styles.cardNumber}>{cardNumberText(card)}</span>
                </>
              ) : (
                <Trans>Card account {accountId}</Trans>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
