// Tables of the cards domain (payments.md 3, 4, 7): the card itself (one per card account), what the
// holder may see of it, reissues, 3-D Secure enrollments, where a physical card ships, external cards
// and the BIN tables (reference data, written by a migration).
import { boolean, index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { sealedText } from './sealed.ts';
import { at, money } from '../../db/columns.ts';
import { accounts } from '../accounts/tables.ts';
import { customerAddresses, customers } from '../customer/tables.ts';

export const cards = pgTable('cards', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id),
  productTypeId: integer('product_type_id').notNull(),
  subType: text('sub_type').notNull(), // PREPAID | DEBIT
  isVirtual: boolean('is_virtual').notNull(),
  aliasName: text('alias_name'),
  expiryMonth: smallint('expiry_month').notNull(),
  expiryYear: smallint('expiry_year').notNull(),
  maskedNumber: text('masked_number').notNull(),
  reissuedStatusId: smallint('reissued_status_id'),
});

/**
 * What the holder may see of a card: the PIN, the CVV and, for virtual cards only, the full number;
 * sealed at rest (sealed.ts: AES-256-GCM), plain only in the answers to the holder.
 */
export const cardSecrets = pgTable('card_secrets', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id),
  pin: sealedText('pin').notNull(),
  cvv: sealedText('cvv').notNull(),
  cardNumber: sealedText('card_number'), // virtual cards only; a physical card's number is printed, not shown
});

/** The reissue of a card (one at a time); `cards.reissued_status_id` is its status while in progress. */
export const cardReissues = pgTable('card_reissues', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id),
  isExpressShipping: boolean('is_express_shipping').notNull(),
  fee: money('fee').notNull(), // everything charged for it so far, in the card's currency
  currencyCode: text('currency_code').notNull(),
  requestedAt: at('requested_at').notNull(),
});

/** Cards enrolled in 3-D Secure. */
export const cardEnrollments = pgTable('card_enrollments', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id),
  enrolledAt: at('enrolled_at').notNull(),
});

/** Where a physical card (or its reissue) is shipped. */
export const cardShipping = pgTable('card_shipping', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id),
  addressId: integer('address_id')
    .notNull()
    .references(() => customerAddresses.id),
});

/** A card of another bank the customer added (payments.md 3 "Bin info"); only its masked number is kept. */
export const externalCards = pgTable(
  'external_cards',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    maskedNumber: text('masked_number').notNull(),
    binNumber: text('bin_number').notNull(),
    cardBrand: text('card_brand'),
    holderName: text('holder_name').notNull(),
    expiryMonth: smallint('expiry_month').notNull(),
    expiryYear: smallint('expiry_year').notNull(),
    chargeAmount: money('charge_amount').notNull(),
    chargeCurrencyCode: text('charge_currency_code').notNull(),
    status: text('status').notNull(), // pending | confirmed | failed
    attemptsLeft: smallint('attempts_left').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('external_cards_customer_idx').on(t.customerId)],
);

/** Issuer data per 6-digit BIN (reference data, written by a migration). */
export const bins = pgTable('bins', {
  binNumber: text('bin_number').primaryKey(),
  issuer: text('issuer').notNull(),
  cardBrand: text('card_brand').notNull(), // VISA | MASTERCARD
  cardCategory: text('card_category').notNull(), // CLASSIC GOLD PLATINUM BUSINESS CORPORATE PREPAID STANDARD
  cardType: text('card_type').notNull(), // DEBIT | CREDIT | PREPAID
  countryCode: text('country_code').notNull(),
  currencyCode: text('currency_code').notNull(),
  isCommercial: boolean('is_commercial').notNull(),
  isPrepaid: boolean('is_prepaid').notNull(),
});

/** BINs whose cards are not accepted as external cards (reference data, written by a migration). */
export const blockedBins = pgTable('blocked_bins', {
  binNumber: text('bin_number').primaryKey(),
});
