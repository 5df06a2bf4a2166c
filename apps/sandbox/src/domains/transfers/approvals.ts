// Approving a submitted transfer (WIRE.md "Approving a submitted transfer"): the code of an sms, otp or
// approvalCode operation, the SMS retry, and the push answered by the person's device (registered with
// identity's device approvals, so the device and the sandbox phone answer it like a sign-in).
import { and, eq } from 'drizzle-orm';
import { countTry, keepingTry } from './code-tries.ts';
import * as v from 'valibot';
import { invalid, ok } from '../../api/answers.ts';
import { keepingCount } from '../identity/verification-codes.ts';
import { text } from '../../api/fields.ts';
import { type MethodDefinition, sessionMethod } from '../../api/registry.ts';
import { sha256Hex } from '../../crypto.ts';
import { registerDeviceApproval } from '../identity/device-approvals.ts';
import {
  approveOperation,
  CODE_SECONDS,
  MAX_ATTEMPTS,
  newCode,
  type Operation,
  RETRY_SECONDS,
  rejectOperation,
} from './operations.ts';
import { deliver } from './deliver.ts';
import { transferOperations } from './tables.ts';

const CODE_MODES = ['sms', 'otp', 'approvalCode'];

async function operationOf(db: Parameters<typeof approveOperation>[1], id: string, customerId: number) {
  const [op] = await db
    .select()
    .from(transferOperations)
    .where(and(eq(transferOperations.id, id), eq(transferOperations.customerId, customerId)));
  return op;
}

const approvedAnswer = (op: Operation) =>
  ok({ responseDescription: 'Transfer approved', transactionId: op.transactionId, statusId: op.approvedStatusId });

// Not an idempotent method: its count is written before the code is compared, in a statement of its own, so
// parallel guesses share the tries; with an Idempotency-Key (the store's transaction) a refusal keeps its try and
// the rejection it caused (code-tries.ts keepingTry). Approving an operation that is already approved answers the
// same success, so a repeated call is harmless.
const transferApprove = sessionMethod({
  name: 'transferApprove',
  payload: v.object({ trxid: text(), approvalCode: text() }),
  async handle({ db, sandbox, customerId, session }, input) {
    const op = await operationOf(db, input.trxid, customerId);
    if (!op || op.userId !== session.userId) return invalid('trxid', 'is not one of your transfers');
    if (op.status === 'approved') return approvedAnswer(op);
    if (op.status !== 'waiting') return invalid('trxid', 'was rejected');
    if (!CODE_MODES.includes(op.approveType)) return invalid('trxid', 'is approved on the device or by the company');
    if (op.expiresAt && op.expiresAt <= sandbox.now()) {
      const errors = [{ param: 'approvalCode', description: 'has expired' }];
      await rejectOperation(sandbox, db, op, { errors });
      return keepingCount(db, invalid('approvalCode', 'has expired'), (tx) =>
        rejectOperation(sandbox, tx, op, { errors }).then(() => undefined),
      );
    }
    const attempts = await countTry(db, op.id);
    if (attempts === undefined) return invalid('trxid', 'was rejected');
    if (sha256Hex(input.approvalCode.trim()) !== op.codeHash) {
      const errors = [{ param: 'approvalCode', description: 'was wrong too many times' }];
      const reject = (on: typeof db) => rejectOperation(sandbox, on, { ...op, attempts: MAX_ATTEMPTS }, { errors });
      if (attempts >= MAX_ATTEMPTS) {
        await reject(db);
        return keepingTry(
          db,
          invalid('approvalCode', 'was wrong too many times: the transfer was rejected'),
          op.id,
          reject,
        );
      }
      return keepingTry(db, invalid('approvalCode', 'is not correct'), op.id, reject);
    }
    if (!(await approveOperation(sandbox, db, op, session.userId))) {
      const [now] = await db.select().from(transferOperations).where(eq(transferOperations.id, op.id));
      return now?.status === 'approved' ? approvedAnswer(op) : invalid('trxid', 'was rejected');
    }
    return approvedAnswer(op);
  },
});

const transferSmsRetry = sessionMethod({
  name: 'transferSmsRetry',
  payload: v.object({ trxid: text() }),
  async handle({ db, sandbox, customerId, session, lang }, input) {
    const op = await operationOf(db, input.trxid, customerId);
    if (!op || op.userId !== session.userId) return invalid('trxid', 'is not one of your transfers');
    if (op.status !== 'waiting' || !CODE_MODES.includes(op.approveType)) {
      return invalid('trxid', 'does not wait for a code');
    }
    const now = sandbox.now();
    const waited = op.sentAt ? Math.floor((now.getTime() - op.sentAt.getTime()) / 1000) : RETRY_SECONDS;
    if (waited < RETRY_SECONDS) return invalid('trxid', `wait ${RETRY_SECONDS - waited} seconds`);
    const code = newCode();
    await db
      .update(transferOperations)
      .set({
        codeHash: sha256Hex(code),
        // The tries are the operation's, not the code's: a new code does not restore them (security review M4).
        sentAt: now,
        expiresAt: new Date(now.getTime() + CODE_SECONDS * 1000),
      })
      .where(eq(transferOperations.id, op.id));
    const approvalSentTo = await deliver(
      db,
      op.userId,
      op.approveType as 'sms',
      { id: op.id, code, approvalKey: null },
      lang,
    );
    return ok({ approvalSentTo, retryAfterSeconds: RETRY_SECONDS });
  },
});

/** A push-approved transfer: the device answers at PUT /auth/login/{key}/confirm. */
registerDeviceApproval({
  async ownerOf(sandbox, key) {
    const [op] = await sandbox.db
      .select({ userId: transferOperations.userId })
      .from(transferOperations)
      .where(and(eq(transferOperations.approvalKey, key), eq(transferOperations.status, 'waiting')));
    return op?.userId;
  },
  async answer(sandbox, key, approve) {
    await sandbox.db.transaction(async (db) => {
      const [op] = await db
        .select()
        .from(transferOperations)
        .where(and(eq(transferOperations.approvalKey, key), eq(transferOperations.status, 'waiting')))
        .for('update');
      if (!op) return;
      if (approve) await approveOperation(sandbox, db, op, op.userId);
      else await rejectOperation(sandbox, db, op, { decidedBy: op.userId, message: 'Refused on your device.' });
    });
    sandbox.answers.clear(); // not a method call: cached balances, lists and statuses are dropped by hand
  },
});

export const approvalMethods: MethodDefinition[] = [transferApprove, transferSmsRetry];
