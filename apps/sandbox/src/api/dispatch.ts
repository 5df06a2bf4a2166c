// One method call: find the method, authenticate, resolve the customer acted for, apply the access policy
// (access-policy.ts), validate the payload, and run the handler: a writing method with a valid Idempotency-Key
// inside the idempotency store's transaction (answer kept and replayed), whether or not it requires a key.
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import type { Session } from '../domains/identity/sessions.ts';
import { customerAccesses, customers } from '../domains/customer/tables.ts';
import { namedLang } from '../lang.ts';
import type { Sandbox } from '../sandbox.ts';
import { policyRefusal } from './access-policy.ts';
import {
  type Answer,
  failure,
  isSuccess,
  noAccess,
  unauthorized,
  type ValidationError,
  validationFailed,
  workKeptBy,
} from './answers.ts';
import { callHash, IDEMPOTENCY_KEY, requestHash, runIdempotent } from './idempotency.ts';
import { describeIssues } from './issues.ts';
import { holdsNul, nulRefusal } from './nul-guard.ts';
import { runsOutsideStore } from './outside-store.ts';
import {
  hasAuthSecret,
  type MethodContext,
  type MethodDefinition,
  type MethodRegistry,
  type SessionContext,
} from './registry.ts';
import { noFiles, type UploadedFiles } from './uploads.ts';

export interface CallInput {
  method: string;
  /** The parsed JSON body; `undefined` for an empty body, `invalidJson` when it did not parse. */
  body: unknown;
  bearer: string | undefined;
  idempotencyKey: string | undefined;
  acceptLanguage: string | undefined;
  ip: string;
  /** A multipart upload's checked files, and what was wrong with its file parts (answered as VF). */
  files?: UploadedFiles;
  fileIssues?: ValidationError[];
}

export const invalidJson = Symbol('invalid JSON');

export interface CallResult {
  status: 200 | 401;
  answer: Answer;
  replayed: boolean;
}

const answered = (answer: Answer, status: 200 | 401 = 200): CallResult => ({ status, answer, replayed: false });

const actingFor = v.object({ fromCustomerId: v.optional(v.union([v.number(), v.string()])) });

export async function dispatch(sandbox: Sandbox, registry: MethodRegistry, input: CallInput): Promise<CallResult> {
  const method = registry.get(input.method);
  if (!method) return answered(failure('IM', `Invalid method ${input.method}`));

  const body = input.body === undefined ? {} : input.body;
  if (body === invalidJson || typeof body !== 'object' || body === null || Array.isArray(body)) {
    return answered(validationFailed([{ param: 'body', description: 'must be a JSON object' }]));
  }
  const named = namedLang((body as { lang?: unknown }).lang, input.acceptLanguage);
  const base: MethodContext = {
    db: sandbox.db,
    sandbox,
    lang: named ?? 'en',
    ip: input.ip,
    files: input.files ?? noFiles,
    idempotencyKey: input.idempotencyKey,
  };

  let context: MethodContext | SessionContext = base;
  const bySecret = method.auth === 'sessionOrSecret' && hasAuthSecret(body);
  if (method.auth === 'session' || (method.auth === 'sessionOrSecret' && !bySecret)) {
    const session = await sandbox.sessions.authenticate(input.bearer);
    if (!session) return answered({ ...unauthorized }, 401);
    // The session's latest language: its notifications and e-mails are written in it (remembered-languages.ts).
    if (named) sandbox.languages.remember(session, named);
    const acting = await resolveCustomer(sandbox, session, body);
    if ('responseCode' in acting) return answered(acting);
    const refused = policyRefusal(method, session, acting);
    if (refused) return answered(refused);
    context = { ...base, session, ...acting };
  }

  if (holdsNul(body)) return answered(nulRefusal(body));
  const parsed = v.safeParse(method.payload, body);
  const fileIssues = input.fileIssues ?? [];
  if (!parsed.success || fileIssues.length > 0) {
    return answered(validationFailed([...(parsed.success ? [] : describeIssues(parsed.issues)), ...fileIssues]));
  }

  if (method.readOnly) {
    const scope = 'session' in context ? `${context.session.userId}:${context.customerId}` : '-';
    const cacheKey = `${method.name}|${scope}|${context.lang}|${requestHash(parsed.output)}`;
    const cached = sandbox.answers.get(cacheKey);
    if (cached) return answered(cached);
    const generation = sandbox.answers.generation();
    const answer = await run(method, context, parsed.output);
    sandbox.answers.set(cacheKey, answer, generation);
    return answered(answer);
  }
  // Anything else may write: cached answers are dropped after it (also when it fails half-way).
  try {
    return await runWriting(sandbox, method, context, parsed.output, body, input);
  } finally {
    sandbox.answers.clear();
  }
}

/**
 * A method that may write. With a valid Idempotency-Key it runs in the idempotency store (a repeat replays the
 * answer; a refusal rolls back but for what it keeps), unless it keeps its own (outside-store.ts). Without one, a
 * method marked `idempotent` is refused, any other runs as it is (each statement commits on its own).
 */
async function runWriting(
  sandbox: Sandbox,
  method: MethodDefinition,
  context: MethodContext | SessionContext,
  payload: unknown,
  body: object,
  input: Pick<CallInput, 'idempotencyKey' | 'files'>,
): Promise<CallResult> {
  const key = input.idempotencyKey;
  const keyed = key !== undefined && IDEMPOTENCY_KEY.test(key);
  if (method.idempotent && !keyed) {
    return answered(failure('TA1', 'This method needs an Idempotency-Key header (a UUID)'));
  }
  if (!keyed || runsOutsideStore(method.name)) {
    const answer = await run(method, context, payload);
    const kept = isSuccess(answer) ? undefined : workKeptBy(answer);
    if (kept) await sandbox.db.transaction((tx) => kept(tx));
    return answered(answer);
  }
  const customerId = 'customerId' in context ? context.customerId : 0;
  const { answer, replayed } = await runIdempotent(
    sandbox.db,
    { customerId, method: method.name, key },
    callHash(body, input.files ?? noFiles),
    (tx) => run(method, { ...context, db: tx }, payload),
  );
  return { status: 200, answer, replayed };
}

function run(method: MethodDefinition, context: MethodContext | SessionContext, payload: unknown): Promise<Answer> {
  if (method.auth === 'session') return method.handle(context as SessionContext, payload);
  return method.handle(context, payload);
}

/** The customer a call acts for: the user's own, or `fromCustomerId` when the user has access to it. */
async function resolveCustomer(
  sandbox: Sandbox,
  session: Session,
  body: object,
): Promise<{ customerId: number; accessRights: number } | Answer> {
  const parsed = v.safeParse(actingFor, body);
  const raw = parsed.success ? parsed.output.fromCustomerId : undefined;
  if (raw === undefined || raw === '') return { customerId: session.customerId, accessRights: session.accessRights };
  const customerId = Number(raw);
  if (!Number.isInteger(customerId) || customerId < 1) {
    return validationFailed([{ param: 'fromCustomerId', description: 'must be a customer id' }]);
  }
  if (customerId === session.customerId) return { customerId, accessRights: session.accessRights };
  if (session.isAdmin) {
    const [exists] = await sandbox.db.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId));
    return exists ? { customerId, accessRights: 2 } : noAccess(customerId);
  }
  const [access] = await sandbox.db
    .select({ accessRights: customerAccesses.accessRights })
    .from(customerAccesses)
    .where(and(eq(customerAccesses.userId, session.userId), eq(customerAccesses.customerId, customerId)));
  if (!access || access.accessRights === 0) return noAccess(customerId);
  return { customerId, accessRights: access.accessRights };
}
