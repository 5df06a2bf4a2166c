import { useLingui } from '@lingui/react/macro';
import type { Account } from '@paydeck/accounts';
import { Button } from '@paydeck/ui';
import { useId, useState } from 'react';
import { groupCards } from '../../model/card-groups';
import { CardTile } from './CardTile';
import * as styles from './lists.css';

/**
 * A list's cards: the ones in use first; the ones that no longer pay (canceled, blocked, expired) after them,
 * folded behind a button that says how many (open at once when no card is in use).
 */
export function CardGroups({ cards, labelledBy }: { cards: readonly Account[]; labelledBy: string }) {
  const { t, i18n } = useLingui();
  const { live, ended } = groupCards(cards);
  const [showEnded, setShowEnded] = useState(live.length === 0);
  const endedId = useId();
  return (
    <>
      {live.length > 0 && (
        <ul className={styles.grid} aria-labelledby={labelledBy}>
          {live.map((card) => (
            <CardTile key={card.accountId} card={card} />
          ))}
        </ul>
      )}
      {ended.length > 0 && (
        <div className={styles.endedGroup}>
          <div>
            <Button
              variant="secondary"
              size="small"
              aria-expanded={showEnded}
              aria-controls={showEnded ? endedId : undefined}
              onPress={() => setShowEnded(!showEnded)}
            >
              {t`Cards no longer in use (${i18n.number(ended.length)})`}
            </Button>
          </div>
          {showEnded && (
            <ul id={endedId} className={styles.grid} aria-label={t`Cards no longer in use`}>
              {ended.map((card) => (
                <CardTile key={card.accountId} card={card} />
              ))}
            </ul>
          )}
        </div>
      )}
    </>
  );
}
