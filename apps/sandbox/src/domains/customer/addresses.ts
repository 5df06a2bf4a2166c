// Customer addresses: one confirmed at a time, earlier ones kept as replaced (cards ship to them).
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { customerAddresses } from './tables.ts';

type AddressRow = typeof customerAddresses.$inferSelect;

export interface AddressView {
  addressId: number;
  address1: string;
  city: string;
  postalCode: string;
  countryCode: string;
}

export interface NewAddress {
  address1: string;
  city: string;
  postalCode: string;
  countryCode: string;
}

export const addressView = (row: AddressRow): AddressView => ({
  addressId: row.id,
  address1: row.address1,
  city: row.city,
  postalCode: row.postalCode,
  countryCode: row.countryCode,
});

export async function confirmedAddress(db: Db, customerId: number): Promise<AddressRow | null> {
  const [row] = await db
    .select()
    .from(customerAddresses)
    .where(and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.status, 'confirmed')));
  return row ?? null;
}

export async function addressOf(db: Db, customerId: number, addressId: number): Promise<AddressRow | null> {
  const [row] = await db
    .select()
    .from(customerAddresses)
    .where(and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.id, addressId)));
  return row ?? null;
}

/** The new address becomes the confirmed one; the old one is kept as replaced. */
export async function replaceAddress(db: Db, customerId: number, address: NewAddress, now: Date): Promise<AddressRow> {
  await db
    .update(customerAddresses)
    .set({ status: 'replaced' })
    .where(and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.status, 'confirmed')));
  const [row] = await db
    .insert(customerAddresses)
    .values({ customerId, ...address, status: 'confirmed', createdAt: now })
    .returning();
  if (!row) throw new Error('Address insert returned nothing');
  return row;
}
