// A company's mass request (WIRE.md "Company transaction requests"; payments.md 7 "mass approve (batchId,
// declined)"): a mass transfer submitted by an access-right-3 user waits as one operation of mode company; an
// approver (right 2 or 4) approves it (every row booked) or declines it (every row released) as a whole.
import { companyRequestActions } from '@paydeck/transfers/api';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { accessDenied, invalid, ok } from '../../api/answers.ts';
import { flag, id } from '../../api/fields.ts';
import { type MethodDefinition, sessionMethod } from '../../api/registry.ts';
import { TxStatus } from '../accounts/ledger/codes.ts';
import { approveOperation, rejectOperation } from '../transfers/operations.ts';
import { transferOperations } from '../transfers/tables.ts';

const businessMassTransactionRequestApprove = sessionMethod({
  name: 'businessMassTransactionRequestApprove',
  idempotent: true,
  payload: v.object({ batchId: id(), declined: flag() }),
  async handle({ db, sandbox, customerId, accessRights, session }, input) {
    if (!companyRequestActions(accessRights).approve) return accessDenied();
    const [op] = await db
      .select()
      .from(transferOperations)
      .where(
        and(
          eq(transferOperations.customerId, customerId),
          eq(transferOperations.batchId, input.batchId),
          eq(transferOperations.approveType, 'company'),
          eq(transferOperations.status, 'waiting'),
        ),
      )
      .for('update');
    if (!op) return invalid('batchId', 'does not wait for approval');
    if (input.declined) {
      await rejectOperation(sandbox, db, op, { decidedBy: session.userId, message: 'Declined by your company.' });
      return ok({ statusId: TxStatus.rejected, responseDescription: 'Declined' });
    }
    await approveOperation(sandbox, db, op, session.userId);
    return ok({ statusId: op.approvedStatusId, responseDescription: 'Approved' });
  },
});

export const massRequestMethods: MethodDefinition[] = [businessMassTransactionRequestApprove];
