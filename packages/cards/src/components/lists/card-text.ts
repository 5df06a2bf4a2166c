// How a card account is shown in the lists and in the cards a move would affect. The name and expiry
// come from the package's shared card text (components/common), so a card reads the same everywhere.
import type { Account } from '@paydeck/accounts';
import { displayCardNumber } from '../../model/bin';

export { cardExpiry, cardName } from '../common/card-text';

export type CardSummary = Pick<
  Account,
  'accountId' | 'currencyCode' | 'cardAliasName' | 'cardMaskedNumber' | 'cardIsVirtual'
>;

/** The card's number as shown: masked from 16 characters (payments.md 5), empty when unknown. */
export const cardNumberText = (card: Pick<CardSummary, 'cardMaskedNumber'>): string =>
  card.cardMaskedNumber ? displayCardNumber(card.cardMaskedNumber) : '';
