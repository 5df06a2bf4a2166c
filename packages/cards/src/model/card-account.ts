// Which account a card page is about, and the rule input of that card (notes/cards-wire.md: the card list
// is balanceInquiry; accounts of type 4001 carry the card's fields and status).
import type { Account } from '@paydeck/accounts';
import type { CardInfo } from '../api/card';
import type { CardRuleInput } from './card-rules';
import { CLOSED_ACCOUNT_STATUS, PREPAID_CARD_ACCOUNT_TYPE } from './card-status';

/** The card account, or why a card page has nothing to show (it then goes home, payments.md 2). */
export type CardLookup = { kind: 'card'; account: Account } | { kind: 'notCard' } | { kind: 'closed' };

export function findCard(accounts: readonly Account[], accountId: number): CardLookup {
  const account = accounts.find((item) => item.accountId === accountId);
  if (!account || account.typeId !== PREPAID_CARD_ACCOUNT_TYPE) return { kind: 'notCard' };
  if (account.statusId === CLOSED_ACCOUNT_STATUS) return { kind: 'closed' };
  return { kind: 'card', account };
}

/**
 * The card as the status rules read it. The reissue in progress comes from cardInfo when it has arrived
 * (it alone says whether it ships express), else from the account list.
 */
export function cardRuleInput(account: Account, info: Pick<CardInfo, 'reissue'> | null): CardRuleInput {
  const reissue = info?.reissue ?? null;
  return {
    statusId: account.statusId,
    isVirtual: account.cardIsVirtual === true,
    productTypeId: account.cardProductTypeId,
    reissuedStatusId: info ? (reissue?.statusId ?? null) : account.cardReissuedStatusId,
    reissueIsExpress: reissue?.isExpressShipping ?? false,
  };
}
