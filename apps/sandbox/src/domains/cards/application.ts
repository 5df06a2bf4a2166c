// applyForCardInfo and cardApply: the products offered in the customer's country, their fees and
// shipping options; applying (optionally with a new address) debits the fees and creates the card.
import { CardStatus, productById } from '@paydeck/cards/api';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { accessDenied, invalid, ok } from '../../api/answers.ts';
import { id, requiredText } from '../../api/fields.ts';
import { type MethodDefinition, sessionMethod } from '../../api/registry.ts';
import type { Db } from '../../db/open.ts';
import { customers } from '../customer/tables.ts';
import { toCents } from '../../money.ts';
import { canAct } from '../accounts/accounts.ts';
import { setCardStatus } from './access.ts';
import { addressView, confirmedAddress, replaceAddress } from '../customer/addresses.ts';
import { chargeFee, feeAccountsOf, spendableCents } from './fees.ts';
import { type BankDescription, bankDescription } from '../accounts/descriptions.ts';
import { notifyCardClosed } from './closing.ts';
import { issueCard } from './issue.ts';
import { cardsAffectedByMove, countryCode } from './moves.ts';
import { productFees, productsFor, regionOf, shippingOptionsFor } from './regions.ts';

/** The customer's confirmed address, its country (else the residence country) and whether it counts as confirmed. */
async function whereCustomerLives(db: Db, customerId: number) {
  const [customer] = await db
    .select({ verified: customers.verified, residence: customers.residenceCountryCode })
    .from(customers)
    .where(eq(customers.id, customerId));
  const address = await confirmedAddress(db, customerId);
  return {
    address,
    countryCode: address?.countryCode ?? customer?.residence ?? '',
    verified: customer?.verified ?? false,
  };
}

const applyForCardInfo = sessionMethod({
  name: 'applyForCardInfo',
  readOnly: true,
  payload: v.object({ countryCode: v.optional(countryCode()) }),
  async handle({ db, customerId }, input) {
    const home = await whereCustomerLives(db, customerId);
    const country = input.countryCode ?? home.countryCode;
    return ok({
      countryCode: country,
      products: productsFor(country).map((product) => ({
        productTypeId: product.productTypeId,
        isVirtual: product.isVirtual,
        currencyCode: product.currencyCode,
        fees: productFees(product),
      })),
      shippingOptions: shippingOptionsFor(country, home.verified && home.address !== null),
      address: home.address ? addressView(home.address) : null,
      feeAccounts: await feeAccountsOf(db, customerId),
    });
  },
});

/** The limits of @paydeck/cards' address form. */
const newAddress = v.object({
  address1: requiredText(undefined, { max: 100 }),
  city: requiredText(undefined, { max: 60 }),
  postalCode: requiredText(undefined, { max: 16 }),
  countryCode: countryCode(),
});

const cardApply = sessionMethod({
  name: 'cardApply',
  idempotent: true,
  payload: v.object({
    productTypeId: id(),
    shippingOptionId: v.optional(id()),
    feeAccountId: id(),
    newAddress: v.optional(newAddress),
  }),
  async handle({ db, sandbox, customerId, accessRights }, input) {
    if (!canAct(accessRights)) return accessDenied();
    const product = productById(input.productTypeId);
    if (!product) return invalid('productTypeId', 'is not a card product');
    const home = await whereCustomerLives(db, customerId);
    const country = input.newAddress?.countryCode ?? home.countryCode;
    if (product.region !== regionOf(country)) return invalid('productTypeId', `is not offered in ${country}`);

    const fees = productFees(product);
    let shippingCents = 0n;
    if (!product.isVirtual) {
      const addressConfirmed = home.verified && (input.newAddress !== undefined || home.address !== null);
      if (input.shippingOptionId === undefined) return invalid('shippingOptionId', 'is required');
      const option = shippingOptionsFor(country, addressConfirmed).find((o) => o.id === input.shippingOptionId);
      if (!option) return invalid('shippingOptionId', 'is not a shipping option');
      if (option.disabledReasons.length > 0) return invalid('shippingOptionId', option.disabledReasons.join(', '));
      shippingCents = toCents(option.fee) ?? 0n;
    }
    const feeAccounts = await feeAccountsOf(db, customerId, fees.currency);
    if (!feeAccounts.some((account) => account.accountId === input.feeAccountId)) {
      return invalid('feeAccountId', `must be a payment account in ${fees.currency}`);
    }
    const issueCents = toCents(fees.issue) ?? 0n;
    if ((await spendableCents(db, input.feeAccountId)) < issueCents + shippingCents) {
      return invalid('feeAccountId', 'insufficient funds');
    }

    const now = sandbox.now();
    let address = home.address;
    if (input.newAddress) {
      const { cardAccountsToBeCanceled } = await cardsAffectedByMove(db, customerId, country);
      address = await replaceAddress(db, customerId, input.newAddress, now);
      for (const accountId of cardAccountsToBeCanceled) {
        await setCardStatus(db, accountId, CardStatus.canceled);
        await notifyCardClosed(sandbox, db, accountId);
      }
    }
    const charge = (cents: bigint, description: BankDescription) =>
      cents > 0n
        ? chargeFee(db, { accountId: input.feeAccountId, currencyCode: fees.currency, cents, description, now })
        : undefined;
    await charge(issueCents, bankDescription('cardIssueFee', { product: String(product.productTypeId) }));
    await charge(shippingCents, bankDescription('cardShippingFee'));
    const card = await issueCard(db, { customerId, product, shippingAddressId: address?.id ?? null, now });
    return ok({ ...card });
  },
});

export const cardApplicationMethods: MethodDefinition[] = [applyForCardInfo, cardApply];
