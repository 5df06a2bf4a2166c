import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { pageLayout } from '@paydeck/accounts';
import { StatusBadge } from '@paydeck/ui';
import { Link as AriaLink } from 'react-aria-components';
import type { ExternalCard } from '../../api/external';
import { displayCardNumber } from '../../model/bin';
import { externalStatusText, externalStatusTone } from '../external/external-status';
import { cardExpiry } from './card-text';
import * as styles from './lists.css';

const lastDigits = (masked: string): string => masked.replace(/\D/g, '').slice(-4);

/** The cards of other banks the person linked, with a way to confirm those still waiting (when `canConfirm`). */
export function ExternalCardList({
  cards,
  canConfirm = true,
}: {
  cards: readonly ExternalCard[];
  canConfirm?: boolean;
}) {
  const { t, i18n } = useLingui();
  if (cards.length === 0) {
    return (
      <p className={pageLayout.muted}>
        <Trans>You have not linked a card of another bank yet.</Trans>
      </p>
    );
  }
  return (
    <ul className={styles.grid} aria-label={t`Cards of other banks`}>
      {cards.map((card) => {
        const expiry = cardExpiry({ cardExpiryMonth: card.expiryMonth, cardExpiryYear: card.expiryYear });
        const number = displayCardNumber(card.maskedNumber);
        return (
          <li key={card.cardId} className={styles.card}>
            <div className={styles.cardHeader}>
              <h3 className={styles.cardTitle}>{card.cardBrand ?? t`Card of another bank`}</h3>
              <StatusBadge tone={externalStatusTone[card.status]}>
                {i18n._(externalStatusText[card.status])}
              </StatusBadge>
            </div>
            <p className={styles.number}>{number}</p>
            <dl className={styles.details}>
              {card.holderName && (
                <div className={styles.detail}>
                  <dt className={styles.detailLabel}>
                    <Trans>Card holder</Trans>
                  </dt>
                  <dd className={styles.detailValue}>{card.holderName}</dd>
                </div>
              )}
              {expiry && (
                <div className={styles.detail}>
                  <dt className={styles.detailLabel}>
                    <Trans>Expires</Trans>
                  </dt>
                  <dd className={styles.detailValue}>{expiry}</dd>
                </div>
              )}
            </dl>
            {card.status === 'pending' && canConfirm && (
              <div className={pageLayout.actions}>
                <AriaLink
                  className={pageLayout.smallButtonLink}
                  href={`/confirm-card/${card.cardId}`}
                  aria-label={t`Confirm the card ending in ${lastDigits(card.maskedNumber)}`}
                >
                  <Trans>Confirm</Trans>
                </AriaLink>
                <span className={pageLayout.muted}>
                  <Plural value={card.attemptsLeft} one="# attempt left" other="# attempts left" />
                </span>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
