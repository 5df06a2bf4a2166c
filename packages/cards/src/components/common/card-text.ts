// How a card is named and its expiry written, the same everywhere a card is shown.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Account } from '@paydeck/accounts';
import { formatCardExpiry } from '@paydeck/i18n';

export type CardFace = Pick<
  Account,
  | 'accountId'
  | 'currencyCode'
  | 'statusId'
  | 'cardAliasName'
  | 'cardMaskedNumber'
  | 'cardExpiryMonth'
  | 'cardExpiryYear'
  | 'cardIsVirtual'
>;

/** The card's own name, else what it is ("EUR virtual card"). */
export function cardName(card: Pick<CardFace, 'cardAliasName' | 'cardIsVirtual' | 'currencyCode'>, i18n: I18n): string {
  const alias = card.cardAliasName?.trim();
  if (alias) return alias;
  const currency = card.currencyCode;
  return i18n._(card.cardIsVirtual ? msg`${currency} virtual card` : msg`${currency} card`);
}

/** "MM/YY", or null when the list does not say (or says something that is not a month and year). */
export function cardExpiry(card: Pick<CardFace, 'cardExpiryMonth' | 'cardExpiryYear'>): string | null {
  if (card.cardExpiryMonth === null || card.cardExpiryYear === null) return null;
  try {
    return formatCardExpiry(card.cardExpiryMonth, card.cardExpiryYear);
  } catch {
    return null;
  }
}

/** The last four digits of the masked number, when it ends in four digits. */
export const lastFour = (maskedNumber: string | null): string | null =>
  /(\d{4})\s*$/.exec(maskedNumber ?? '')?.[1] ?? null;
