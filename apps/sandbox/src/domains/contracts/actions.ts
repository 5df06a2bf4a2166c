// The contract's moves (packages/contracts README "Statuses and actions"): each checked against the one
// status-action table of @paydeck/contracts/api, the row moved with a guard on its current status (two clicks
// move it once), and both parties told.
import { type ContractAction, mayAct } from '@paydeck/contracts/api';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import type { Sandbox } from '../../sandbox.ts';
import { signerIdentified } from './identification.ts';
import { type ContractEvent, notifyContract } from './notify.ts';
import { actionSubject, today } from './rows.ts';
import { contracts } from './tables.ts';

type Row = typeof contracts.$inferSelect;
export type Move = { row: Row } | { status: 404 | 409 | 400; message: string };

/** What signing (or agreeing) leads to on the calendar. */
export const runningStatus = (row: Row, now: Date) => (row.activeFrom <= today(now) ? 'ACTIVE' : 'SIGNED');

interface Step {
  action: ContractAction;
  next: (row: Row, now: Date, customerId: number, note?: string) => Partial<typeof contracts.$inferInsert>;
  event: ContractEvent;
  /** A refusal (409) from outside the row, checked after the table allows the action. */
  refusal?: (db: Db, row: Row, customerId: number) => Promise<string | null>;
}

export const steps: Record<string, Step> = {
  cancel: { action: 'cancel', next: () => ({ status: 'CANCELLED' }), event: 'cancelled' },
  reject: { action: 'reject', next: () => ({ status: 'REJECTED' }), event: 'rejected' },
  terminate: {
    action: 'terminate',
    next: (_row, _now, customerId, note) => ({
      status: 'TERMINATING',
      terminateRequestedBy: customerId,
      terminateNote: note ?? '',
    }),
    event: 'terminationRequest',
  },
  terminateCancel: {
    action: 'terminateCancel',
    next: (row, now) => ({ status: runningStatus(row, now), terminateRequestedBy: null, terminateNote: null }),
    event: 'terminationCancelled',
  },
  terminateNow: {
    action: 'terminateNow',
    next: (_row, now) => ({ status: 'TERMINATED', terminatedAt: now }),
    event: 'terminated',
  },
  sign: { action: 'sign', next: (row, now) => ({ status: runningStatus(row, now), signedAt: now }), event: 'signed' },
  unsigned: { action: 'sign', next: () => ({ status: 'UNSIGNED' }), event: 'cancelled' },
  identificationStarted: {
    action: 'identify',
    next: () => ({ identificationStatus: 'PROCESSING' }),
    event: 'identificationLoaded',
  },
  identificationPush: {
    action: 'identify',
    next: () => ({ identificationStatus: 'SUCCESS', status: 'WAITING' }),
    event: 'signerIdentified',
    refusal: async (db, row, customerId) =>
      (await signerIdentified(db, row.id, customerId))
        ? null
        : 'The signer is not identified: finish the identification with the provider first',
  },
};

/** Runs one step for `customerId` on its contract `id`. */
export async function move(
  sandbox: Sandbox,
  db: Db,
  customerId: number,
  id: number,
  name: keyof typeof steps,
  note?: string,
): Promise<Move> {
  const step = steps[name];
  if (!step) return { status: 404, message: `No action ${String(name)}` };
  const [row] = await db.select().from(contracts).where(eq(contracts.id, id));
  if (!row || (row.senderId !== customerId && row.beneficiaryId !== customerId)) {
    return { status: 404, message: `Contract ${id} not found` };
  }
  if (!mayAct(actionSubject(row), customerId, step.action)) {
    return { status: 409, message: `The contract is ${row.status}: ${String(name)} is not allowed` };
  }
  const refused = await step.refusal?.(db, row, customerId);
  if (refused) return { status: 409, message: refused };
  const now = sandbox.now();
  const [moved] = await db
    .update(contracts)
    .set({ ...step.next(row, now, customerId, note), updatedAt: now })
    .where(and(eq(contracts.id, id), eq(contracts.status, row.status)))
    .returning();
  if (!moved) return { status: 409, message: 'The contract changed meanwhile; reload it' };
  // the signing page's cancel tells only the signer's side nothing: the proposer is not bothered
  if (name !== 'unsigned') notifyContract(sandbox, [row.senderId, row.beneficiaryId], step.event, id);
  return { row: moved };
}
