// Linked devices of the token service (GET/POST /auth/devices, ...) and their approve methods.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { devices } from './tables.ts';
import { newToken, sha256Hex } from '../../crypto.ts';

/** Approval methods a device can use; ids follow the approval type map (push 1, sms 2, otp 3). */
export const approveMethods = [
  { id: 1, name: 'push' },
  { id: 2, name: 'sms' },
  { id: 3, name: 'otp' },
] as const;

type DeviceRow = typeof devices.$inferSelect;

export interface DeviceView {
  id: number;
  code: string;
  type: string;
  name: string;
  location: string | null;
  lastActivityAt: string | null;
  pushToken: string | null;
  approved: boolean;
  approveMethodId: number | null;
}

export const deviceView = (row: DeviceRow): DeviceView => ({
  id: row.id,
  code: row.code,
  type: row.type,
  name: row.name,
  location: row.location,
  lastActivityAt: row.lastActivityAt?.toISOString() ?? null,
  pushToken: row.pushToken,
  approved: row.approved,
  approveMethodId: row.approveMethodId,
});

export async function listDevices(db: Db, userId: number): Promise<DeviceView[]> {
  const rows = await db.select().from(devices).where(eq(devices.userId, userId)).orderBy(devices.id);
  return rows.map(deviceView);
}

export async function getDevice(db: Db, userId: number, id: number): Promise<DeviceView | null> {
  const [row] = await db
    .select()
    .from(devices)
    .where(and(eq(devices.userId, userId), eq(devices.id, id)));
  return row ? deviceView(row) : null;
}

/** Links a device; its secret is answered once and only its hash is kept. */
export async function createDevice(
  db: Db,
  userId: number,
  input: { name: string; code: string; type: string; pushToken?: string | undefined; location?: string | undefined },
): Promise<DeviceView & { secret: string }> {
  const secret = newToken();
  const [row] = await db
    .insert(devices)
    .values({ userId, ...input, secretHash: sha256Hex(secret) })
    .returning();
  if (!row) throw new Error('Device insert returned nothing');
  return { ...deviceView(row), secret };
}

export async function deleteDevice(db: Db, userId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(devices)
    .where(and(eq(devices.userId, userId), eq(devices.id, id)))
    .returning({ id: devices.id });
  return deleted.length > 0;
}

export async function updateDevice(
  db: Db,
  userId: number,
  id: number,
  change: { approved?: boolean; approveMethodId?: number },
): Promise<DeviceView | null> {
  const [row] = await db
    .update(devices)
    .set(change)
    .where(and(eq(devices.userId, userId), eq(devices.id, id)))
    .returning();
  return row ? deviceView(row) : null;
}
