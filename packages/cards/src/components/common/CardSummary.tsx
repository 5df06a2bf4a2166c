import { Trans, useLingui } from '@lingui/react/macro';
import { maskCardNumber } from '@paydeck/i18n';
import { Link, StatusBadge, VisuallyHidden } from '@paydeck/ui';
import { cardStatusText, cardStatusTone } from '../../model/status-text';
import { type CardFace, cardExpiry, cardName, lastFour } from './card-text';
import * as styles from './common.css';

export interface CardSummaryProps {
  card: CardFace;
  /** Makes the card's name a link (a list opening the card's page). */
  href?: string | undefined;
  /** The level of the card name's heading in the page outline (default 2). */
  headingLevel?: 2 | 3 | 4;
  /** compact: a row of a list; large (default): the top of the card's own page. */
  size?: 'large' | 'compact';
}

/**
 * The card as a person recognises it: its name, the masked number, the expiry month and year, virtual or
 * physical, and its status.
 */
export function CardSummary({ card, href, headingLevel = 2, size = 'large' }: CardSummaryProps) {
  const { i18n } = useLingui();
  const Heading = `h${headingLevel}` as const;
  const name = cardName(card, i18n);
  const ending = lastFour(card.cardMaskedNumber);
  const expiry = cardExpiry(card);
  return (
    <div className={size === 'compact' ? styles.compactFace : styles.face}>
      <div className={styles.faceTop}>
        <Heading className={styles.faceName}>{href ? <Link href={href}>{name}</Link> : name}</Heading>
        <span className={styles.faceKind}>{card.cardIsVirtual ? <Trans>Virtual</Trans> : <Trans>Physical</Trans>}</span>
      </div>
      <p className={styles.faceNumber}>
        {card.cardMaskedNumber ? (
          <>
            <span aria-hidden="true" className={styles.faceDigits}>
              {maskCardNumber(card.cardMaskedNumber)}
            </span>
            <VisuallyHidden>
              {ending ? <Trans>Card number ending in {ending}</Trans> : card.cardMaskedNumber}
            </VisuallyHidden>
          </>
        ) : (
          <Trans>Card number not available yet</Trans>
        )}
      </p>
      <div className={styles.faceBottom}>
        {expiry ? (
          <span className={styles.faceExpiry}>
            <Trans>Expires {expiry}</Trans>
          </span>
        ) : (
          <span />
        )}
        <StatusBadge tone={cardStatusTone(card.statusId)}>{i18n._(cardStatusText(card.statusId))}</StatusBadge>
      </div>
    </div>
  );
}
