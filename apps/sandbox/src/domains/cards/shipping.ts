// Where a physical card (or its reissue) ships: one of the customer's addresses.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { type AddressView, addressView } from '../customer/addresses.ts';
import { customerAddresses } from '../customer/tables.ts';
import { cardShipping } from './tables.ts';

export async function shippingAddressOf(db: Db, accountId: number): Promise<AddressView | null> {
  const [row] = await db
    .select({ address: customerAddresses })
    .from(cardShipping)
    .innerJoin(customerAddresses, eq(customerAddresses.id, cardShipping.addressId))
    .where(eq(cardShipping.accountId, accountId));
  return row ? addressView(row.address) : null;
}

export async function shipTo(db: Db, accountId: number, addressId: number): Promise<void> {
  await db
    .insert(cardShipping)
    .values({ accountId, addressId })
    .onConflictDoUpdate({ target: cardShipping.accountId, set: { addressId } });
}
