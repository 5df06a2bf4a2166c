import { Trans } from '@lingui/react/macro';
import { type Account, Money, PendingAmount } from '@paydeck/accounts';
import { CardSummary } from '../common/CardSummary';
import * as styles from './lists.css';

/**
 * One card of a list: the package's card face (name linking to the card, number, expiry, kind, status) and
 * the card's balance under it (and what it holds for an approval).
 */
export function CardTile({ card }: { card: Account }) {
  return (
    <li className={styles.tile}>
      <CardSummary card={card} href={`/cards/${card.accountId}`} headingLevel={3} size="compact" />
      <p className={styles.balance}>
        <span className={styles.detailLabel}>
          <Trans>Balance</Trans>
        </span>{' '}
        <Money amount={card.balance} currency={card.currencyCode} />
      </p>
      <PendingAmount account={card} />
    </li>
  );
}
