// The approver's own code (payments.md 7 "Business transaction request confirm (fromEmail, approvalTransactionId,
// code)"): an approver whose transactions need a code (sms, otp, approvalCode) approves a company request in two
// steps. businessTransactionRequestApprove sends the code and answers the request as still processing (41);
// businessTransactionRequestConfirm books it with the right code. The request stays held and listed meanwhile.
// Three wrong codes on a request decline it (its money returns to the payer), as for a person's own transfer;
// each try is counted before the comparison (code-tries.ts) and approving again never restores the tries. A push approver approves at once
// (the app asks no code of them; decided).
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { accessDenied, invalid, ok } from '../../api/answers.ts';
import { id, text } from '../../api/fields.ts';
import { type MethodDefinition, sessionMethod } from '../../api/registry.ts';
import { sha256Hex } from '../../crypto.ts';
import type { Db } from '../../db/open.ts';
import type { Sandbox } from '../../sandbox.ts';
import { companyRequestActions } from '@paydeck/transfers/api';
import { users } from '../customer/tables.ts';
import {
  approveOperation,
  CODE_SECONDS,
  MAX_ATTEMPTS,
  newCode,
  type Operation,
  rejectOperation,
} from './operations.ts';
import { deliver } from './deliver.ts';
import { countTry, keepingTry } from './code-tries.ts';
import { transferOperations } from './tables.ts';

const CODE_MODES = ['sms', 'otp', 'approvalCode'] as const;
type CodeMode = (typeof CODE_MODES)[number];

async function codeModeOf(db: Db, userId: number): Promise<CodeMode | undefined> {
  const [user] = await db.select({ mode: users.transactionApproveMode }).from(users).where(eq(users.id, userId));
  return CODE_MODES.find((mode) => mode === user?.mode);
}

/** When the approver's mode needs a code: sends it and marks the request as approved by them pending the code. */
export async function askApproverCode(db: Db, sandbox: Sandbox, op: Operation, approverId: number): Promise<boolean> {
  const mode = await codeModeOf(db, approverId);
  if (!mode) return false;
  const code = newCode();
  const now = sandbox.now();
  await db
    .update(transferOperations)
    .set({
      codeHash: sha256Hex(code),
      decidedBy: approverId,
      sentAt: now,
      expiresAt: new Date(now.getTime() + CODE_SECONDS * 1000),
    })
    .where(eq(transferOperations.id, op.id));
  await deliver(
    db,
    approverId,
    mode,
    { id: op.id, code, approvalKey: null },
    sandbox.languages.ofUser(approverId) ?? 'en',
  );
  return true;
}

const tooManyWrong = 'The approver’s code was wrong too many times: the request was declined.';

const businessTransactionRequestConfirm = sessionMethod({
  name: 'businessTransactionRequestConfirm',
  payload: v.object({
    fromEmail: v.optional(v.pipe(text(), v.maxLength(254))),
    approvalTransactionId: id(),
    code: text(),
  }),
  async handle({ db, sandbox, customerId, accessRights, session }, input) {
    if (!companyRequestActions(accessRights).approve) return accessDenied();
    if (input.fromEmail !== undefined) {
      const [me] = await db.select({ login: users.login }).from(users).where(eq(users.id, session.userId));
      if (me?.login.toLowerCase() !== input.fromEmail.toLowerCase()) return invalid('fromEmail', 'is not your login');
    }
    const [op] = await db
      .select()
      .from(transferOperations)
      .where(
        and(
          eq(transferOperations.customerId, customerId),
          eq(transferOperations.transactionId, input.approvalTransactionId),
          eq(transferOperations.approveType, 'company'),
        ),
      );
    if (!op || op.batchId !== null) return invalid('approvalTransactionId', 'is not a request of this company');
    if (op.status === 'approved') return ok({ responseDescription: 'Approved', statusId: op.approvedStatusId });
    if (op.status !== 'waiting') return invalid('approvalTransactionId', 'was declined');
    if (op.decidedBy !== session.userId || op.codeHash === null) {
      return invalid('approvalTransactionId', 'waits for no code of yours: approve it first');
    }
    if (op.expiresAt && op.expiresAt <= sandbox.now()) return invalid('code', 'has expired: approve the request again');
    const attempts = await countTry(db, op.id);
    if (attempts === undefined) return invalid('approvalTransactionId', 'was declined');
    if (sha256Hex(input.code.trim()) !== op.codeHash) {
      const reject = (on: Db) => rejectOperation(sandbox, on, op, { decidedBy: session.userId, message: tooManyWrong });
      if (attempts < MAX_ATTEMPTS) return keepingTry(db, invalid('code', 'is not correct'), op.id, reject);
      await reject(db);
      return keepingTry(db, invalid('code', 'was wrong too many times: the request was declined'), op.id, reject);
    }
    if (!(await approveOperation(sandbox, db, op, session.userId))) {
      return invalid('approvalTransactionId', 'was decided meanwhile');
    }
    return ok({ responseDescription: 'Approved', statusId: op.approvedStatusId });
  },
});

export const approverCodeMethods: MethodDefinition[] = [businessTransactionRequestConfirm];
