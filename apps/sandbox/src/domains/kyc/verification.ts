// The external identity workflow (providers jmo and nfd) and the video identity job; the sandbox plays
// the provider. A workflow run lives 24 hours; its landing token is kept as a SHA-256 hash. A completed
// run gives the customer a passport submitted by the provider (no file): the inbox's reviewer confirms
// or rejects it like an upload; a run bound to a contract (split-pay-signer-identification) only records
// that contract's signer identified (its completed status is the record; contracts/identification.ts). A completed video job leaves videoIdentityStatus pending until the
// reviewer answers it (control.ts).
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { failure, invalid, ok } from '../../api/answers.ts';
import { id } from '../../api/fields.ts';
import { type MethodDefinition, type SessionContext, sessionMethod } from '../../api/registry.ts';
import { newToken, sha256Hex } from '../../crypto.ts';
import type { Sandbox } from '../../sandbox.ts';
import { customers, users } from '../customer/tables.ts';
import { recomputeCustomer } from './customer-kyc.ts';
import { storeDocument } from './documents.ts';
import { identityDocuments, identityWorkflows, videoIdentityJobs } from './tables.ts';

const WORKFLOW_MS = 24 * 3600_000;

/** The provider and how the person goes through its steps (identity-verification and its per-customer form). */
export const workflowChoice = {
  provider: v.picklist(['jmo', 'nfd'], 'must be jmo or nfd'),
  method: v.picklist(['email', 'sms', 'camera'], 'must be email, sms or camera'),
};

const identityVerificationStart = sessionMethod({
  name: 'identityVerificationStart',
  payload: v.object(workflowChoice),
  handle: (ctx, { provider, method }) => startWorkflow(ctx, provider, method),
});

/** A workflow run of 24 hours for the customer acted for (bound to `contractId` when given): id, token, URL. */
export async function startWorkflow(
  { db, sandbox, customerId }: Pick<SessionContext, 'db' | 'sandbox' | 'customerId'>,
  provider: string,
  method: string,
  contractId: number | null = null,
) {
  const workflowRunId = crypto.randomUUID();
  const token = newToken();
  await db.insert(identityWorkflows).values({
    id: workflowRunId,
    customerId,
    tokenHash: sha256Hex(token),
    provider,
    method,
    status: 'started',
    contractId,
    expiresAt: new Date(sandbox.now().getTime() + WORKFLOW_MS),
    createdAt: sandbox.now(),
  });
  return ok({ workflowRunId, token, url: `/identity-verification/${workflowRunId}/${token}` });
}

async function findWorkflow(sandbox: Sandbox, workflowRunId: string, token: string) {
  // A run id is a UUID: anything else (U+0000 would answer HTTP 500 from PostgreSQL) is no run.
  if (!/^[0-9a-f-]{36}$/i.test(workflowRunId)) return null;
  const [row] = await sandbox.db
    .select()
    .from(identityWorkflows)
    .where(and(eq(identityWorkflows.id, workflowRunId), eq(identityWorkflows.tokenHash, sha256Hex(token))));
  return row ?? null;
}

const statusOf = (sandbox: Sandbox, row: typeof identityWorkflows.$inferSelect) =>
  row.status === 'started' && row.expiresAt <= sandbox.now() ? 'expired' : row.status;

/** The landing's view of a run (no session: the token is the key). */
export async function workflowOf(sandbox: Sandbox, workflowRunId: string, token: string) {
  const row = await findWorkflow(sandbox, workflowRunId, token);
  if (!row) return null;
  const [person] = await sandbox.db
    .select({ firstName: users.firstName })
    .from(users)
    .where(eq(users.customerId, row.customerId))
    .limit(1);
  return {
    workflowRunId: row.id,
    provider: row.provider,
    status: statusOf(sandbox, row),
    customerFirstName: person?.firstName ?? '',
  };
}

/** The provider's answer: completed submits a passport for review (not for a contract's run); a run answers once. */
export async function finishWorkflow(
  sandbox: Sandbox,
  workflowRunId: string,
  token: string,
  result: 'completed' | 'failed',
) {
  const { db } = sandbox;
  const row = await findWorkflow(sandbox, workflowRunId, token);
  if (!row) return failure('TA1', 'Unknown identity verification');
  const status = statusOf(sandbox, row);
  if (status !== 'started') return invalid('result', `the verification is already ${status}`);
  await db.update(identityWorkflows).set({ status: result }).where(eq(identityWorkflows.id, row.id));
  if (result === 'completed' && row.contractId === null) {
    const [customer] = await db.select().from(customers).where(eq(customers.id, row.customerId));
    const [document] = await db
      .insert(identityDocuments)
      .values({
        customerId: row.customerId,
        typeId: 1,
        number: `${row.provider.toUpperCase()}-${row.id.slice(0, 8)}`,
        countryCode: customer?.residenceCountryCode ?? null,
        statusId: 0,
      })
      .returning({ id: identityDocuments.id });
    await storeDocument(
      db,
      {
        customerId: row.customerId,
        purpose: 'provider',
        documentTypeId: 1,
        createdUsername: row.provider,
        identityDocumentId: document?.id ?? 0,
      },
      null,
      undefined,
      sandbox.now(),
    );
    await recomputeCustomer(db, sandbox, row.customerId);
  }
  return { status: result };
}

const jobView = (row: typeof videoIdentityJobs.$inferSelect) => ({
  id: row.id,
  status: row.status,
  scheduledAt: row.scheduledAt.toISOString(),
});

/** The status of `customerId`'s video identity job (review L9: another customer's is unknown). */
export async function videoJobOf(sandbox: Sandbox, rawId: string, customerId: number) {
  const jobId = Number(rawId);
  if (!Number.isInteger(jobId) || jobId < 1) return null;
  const [row] = await sandbox.db
    .select()
    .from(videoIdentityJobs)
    .where(and(eq(videoIdentityJobs.id, jobId), eq(videoIdentityJobs.customerId, customerId)));
  return row ? jobView(row) : null;
}

const identityJobCreate = sessionMethod({
  name: 'identityJobCreate',
  payload: v.object({}),
  async handle({ db, sandbox, customerId }) {
    const [row] = await db
      .insert(videoIdentityJobs)
      .values({ customerId, status: 'created', scheduledAt: sandbox.now(), createdAt: sandbox.now() })
      .returning();
    if (!row) return failure('AE', 'The job was not created');
    return ok({ job: { ...jobView(row), url: `/video-identity-job/${row.id}` } });
  },
});

const identityJobComplete = sessionMethod({
  name: 'identityJobComplete',
  payload: v.object({ id: id() }),
  async handle({ db, customerId }, input) {
    const [row] = await db
      .select()
      .from(videoIdentityJobs)
      .where(and(eq(videoIdentityJobs.id, input.id), eq(videoIdentityJobs.customerId, customerId)));
    if (!row) return invalid('id', 'is not one of your video identity jobs');
    if (row.status !== 'created' && row.status !== 'inProgress')
      return invalid('id', `the job is already ${row.status}`);
    const [done] = await db
      .update(videoIdentityJobs)
      .set({ status: 'completed' })
      .where(eq(videoIdentityJobs.id, row.id))
      .returning();
    return ok({ job: done ? { ...jobView(done), url: `/video-identity-job/${done.id}` } : null });
  },
});

export const verificationMethods: MethodDefinition[] = [
  identityVerificationStart,
  identityJobCreate,
  identityJobComplete,
];
