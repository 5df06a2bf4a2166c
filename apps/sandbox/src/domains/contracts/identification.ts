// The payer's signer identification of a contract (identity-access-onboarding.md 7.2, payments.md 7:
// split-pay-signer-identification with contractId). The payer who may identify now (the status-action table's
// `identify`) starts the identity provider's workflow bound to the contract; the provider's landing completing it
// is the record that lets `identificationPush` succeed (actions.ts).
import { mayAct } from '@paydeck/contracts/api';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { invalid } from '../../api/answers.ts';
import { id } from '../../api/fields.ts';
import { sessionMethod } from '../../api/registry.ts';
import type { Db } from '../../db/open.ts';
import { identityWorkflows } from '../kyc/tables.ts';
import { startWorkflow } from '../kyc/verification.ts';
import { actionSubject, applyCalendar } from './rows.ts';
import { contracts } from './tables.ts';

/** The provider and steps of a signer's identification (named here: the spec names only contractId). */
const SIGNER_PROVIDER = 'jmo';
const SIGNER_METHOD = 'camera';

const splitPaySignerIdentificationStart = sessionMethod({
  name: 'splitPaySignerIdentificationStart',
  payload: v.object({ contractId: id() }),
  async handle(ctx, { contractId }) {
    await applyCalendar(ctx.db, ctx.sandbox.now());
    const [row] = await ctx.db.select().from(contracts).where(eq(contracts.id, contractId));
    if (!row || (row.senderId !== ctx.customerId && row.beneficiaryId !== ctx.customerId)) {
      return invalid('contractId', `Contract ${contractId} not found`);
    }
    if (!mayAct(actionSubject(row), ctx.customerId, 'identify')) {
      return invalid('contractId', `The contract is ${row.status}: its signer needs no identification by you now`);
    }
    return startWorkflow(ctx, SIGNER_PROVIDER, SIGNER_METHOD, contractId);
  },
});

/** Whether `customerId`'s signer identification run for the contract has completed. */
export async function signerIdentified(db: Db, contractId: number, customerId: number): Promise<boolean> {
  const [run] = await db
    .select({ id: identityWorkflows.id })
    .from(identityWorkflows)
    .where(
      and(
        eq(identityWorkflows.contractId, contractId),
        eq(identityWorkflows.customerId, customerId),
        eq(identityWorkflows.status, 'completed'),
      ),
    )
    .limit(1);
  return run !== undefined;
}

export const identificationMethods = [splitPaySignerIdentificationStart];
