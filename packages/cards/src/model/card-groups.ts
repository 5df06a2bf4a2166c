// How a list of cards is grouped: the cards that can still pay first, the ones that no longer can (canceled,
// blocked for fraud, expired, on a closed account) after them, folded away.
import type { Account } from '@paydeck/accounts';
import { CardStatus, CLOSED_ACCOUNT_STATUS } from './card-status';

const endedStatuses: ReadonlySet<number> = new Set([
  CardStatus.canceled,
  CardStatus.fraud,
  CardStatus.expired,
  CLOSED_ACCOUNT_STATUS,
]);

/** A card that will not pay again: canceled, blocked for fraud, expired, or on a closed account. */
export const isEndedCard = (card: Pick<Account, 'statusId'>): boolean => endedStatuses.has(card.statusId);

/** The cards in use (active, paused, limited, on their way…) and the ended ones, each in the server's order. */
export function groupCards<A extends Pick<Account, 'statusId'>>(cards: readonly A[]): { live: A[]; ended: A[] } {
  return {
    live: cards.filter((card) => !isEndedCard(card)),
    ended: cards.filter(isEndedCard),
  };
}
