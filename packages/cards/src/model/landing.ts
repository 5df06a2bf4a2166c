// Where "cards" leads (payments.md 2): to the physical or the virtual list according to the non-closed
// prepaid card accounts, straight to the card when there is exactly one of that kind.
import type { Account } from '@paydeck/accounts';
import { CLOSED_ACCOUNT_STATUS, PREPAID_CARD_ACCOUNT_TYPE } from './card-status';

export type CardKind = 'physical' | 'virtual';

export type CardLanding = { kind: 'card'; accountId: number } | { kind: 'list'; list: CardKind };

type CardAccount = Pick<Account, 'accountId' | 'typeId' | 'statusId' | 'cardIsVirtual'>;

/** The prepaid card accounts that are not closed (a canceled card still counts: its account is open). */
export const openCards = <A extends CardAccount>(accounts: readonly A[]): A[] =>
  accounts.filter(
    (account) => account.typeId === PREPAID_CARD_ACCOUNT_TYPE && account.statusId !== CLOSED_ACCOUNT_STATUS,
  );

/** A card not marked virtual is physical (a card account whose flag is missing is a plastic card). */
export const cardKind = (account: Pick<Account, 'cardIsVirtual'>): CardKind =>
  account.cardIsVirtual === true ? 'virtual' : 'physical';

/** The open cards of one kind, in the server's order: what a list shows. */
export const cardsOfKind = <A extends CardAccount>(accounts: readonly A[], kind: CardKind): A[] =>
  openCards(accounts).filter((account) => cardKind(account) === kind);

/**
 * Physical when any open card is physical, else virtual. One card of that kind opens it; more open the
 * list. No card at all opens the virtual list, whose empty state offers to apply for a card (the lead's
 * decision: sending a person without cards home would hide applying).
 */
export function cardsLanding(accounts: readonly CardAccount[]): CardLanding {
  const cards = openCards(accounts);
  const list: CardKind = cards.some((card) => cardKind(card) === 'physical') ? 'physical' : 'virtual';
  const ofKind = cards.filter((card) => cardKind(card) === list);
  const [only] = ofKind;
  return ofKind.length === 1 && only ? { kind: 'card', accountId: only.accountId } : { kind: 'list', list };
}

/** The address of a landing. */
export const landingHref = (landing: CardLanding): string =>
  landing.kind === 'card' ? `/cards/${landing.accountId}` : `/${landing.list}-cards`;
