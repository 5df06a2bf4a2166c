// Creating a card account: a virtual card is active at once with a fresh number; a physical one is
// submitted and ships to the customer's confirmed address.
import { type CardProduct, CardStatus } from '@paydeck/cards/api';
import type { Db } from '../../db/open.ts';
import { accounts } from '../accounts/tables.ts';
import { cards } from './tables.ts';
import { cardSecrets } from './tables.ts';
import { AccountType } from '../accounts/ledger/codes.ts';
import { shipTo } from './shipping.ts';
import { maskCardNumber, newCardNumber, newCvv, newPin } from './numbers.ts';

const CARD_YEARS = 3;

export async function issueCard(
  db: Db,
  input: { customerId: number; product: CardProduct; shippingAddressId: number | null; now: Date },
): Promise<{ accountId: number; statusId: number }> {
  const { product, now } = input;
  const statusId = product.isVirtual ? CardStatus.active : CardStatus.submitted;
  const [account] = await db
    .insert(accounts)
    .values({
      customerId: input.customerId,
      currencyCode: product.currencyCode,
      typeId: AccountType.prepaidCard,
      statusId,
      createdAt: now,
    })
    .returning({ id: accounts.id });
  if (!account) throw new Error('Card account insert returned nothing');
  const number = newCardNumber();
  await db.insert(cards).values({
    accountId: account.id,
    productTypeId: product.productTypeId,
    subType: 'PREPAID',
    isVirtual: product.isVirtual,
    aliasName: null,
    expiryMonth: now.getUTCMonth() + 1,
    expiryYear: now.getUTCFullYear() + CARD_YEARS,
    maskedNumber: maskCardNumber(number),
  });
  await db.insert(cardSecrets).values({
    accountId: account.id,
    pin: newPin(),
    cvv: newCvv(),
    cardNumber: product.isVirtual ? number : null,
  });
  if (!product.isVirtual && input.shippingAddressId !== null) await shipTo(db, account.id, input.shippingAddressId);
  return { accountId: account.id, statusId };
}
