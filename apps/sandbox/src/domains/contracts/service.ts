// The contracts service (payments.md 7 "Contracts service"; packages/contracts/WIRE.md), mounted at /contracts:
// plain JSON `{ data, meta? }`, failures by status with `{ message }` (401 token, 403 no access or a right too low,
// 404 missing contract or customer, 400 invalid input with `errors`, 409 an action the status does not allow).
// Who may call each route: `contractsPolicy` (access.ts).
import {
  ContractCreateSchema,
  contractListQuery,
  createProblems,
  mayAct,
  NOTE_MAX,
  parseContractSearch,
} from '@paydeck/contracts/api';
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { policed } from '../../api/route-policy.ts';
import { readJson } from '../../http.ts';
import { pickLang } from '../../lang.ts';
import type { Sandbox } from '../../sandbox.ts';
import { type ContractsEnv, contractsGuard, contractsPolicy } from './access.ts';
import { move, steps } from './actions.ts';
import { companiesFor, createContract, customerByEmail, isPartyCompany } from './create.ts';
import { actionSubject, applyCalendar, contractFor, listContracts, wireOne } from './rows.ts';
import { pdfUrl, signUrl } from './signing.ts';
import { createTextProblems, EMAIL_MAX, textProblem } from './text.ts';

type Handler = (c: Context<ContractsEnv>, customerId: number) => Promise<Response>;

const failed = (c: Context, status: 400 | 401 | 403 | 404 | 409, message: string, extra: object = {}) =>
  c.json({ message, ...extra }, status);

const invalid = (c: Context, errors: { param: string; description: string }[]) =>
  failed(c, 400, errors.map((e) => `${e.param}: ${e.description}`).join(', '), { errors });

/** The language the request names (Accept-Language), else English. */
const langOf = (c: Context) => pickLang(undefined, c.req.header('accept-language'));

const positive = (raw: string | undefined, fallback: number, max: number) => {
  const value = Number(raw);
  return Number.isInteger(value) && value >= 1 ? Math.min(value, max) : fallback;
};

export function contractsService(sandbox: Sandbox): Hono<ContractsEnv> {
  const app = new Hono<ContractsEnv>();
  const route = policed(app, contractsPolicy, contractsGuard(sandbox));
  const as = (handler: Handler) => async (c: Context<ContractsEnv>) => {
    await applyCalendar(sandbox.db, sandbox.now());
    return handler(c, c.get('caller').customerId);
  };
  const contractId = (c: Context) => Number(c.req.param('id'));
  const idempotent = new Map<string, number>();

  route(
    'GET /contract',
    as(async (c, customerId) => {
      const query = c.req.query();
      const search = parseContractSearch(query);
      const pageSize = positive(query.pageSize, contractListQuery(search).pageSize as number, 1000);
      return c.json(await listContracts(sandbox.db, customerId, search, positive(query.page, 1, 10_000), pageSize));
    }),
  );
  route(
    'GET /contract/stats',
    as(async (c, customerId) => {
      const { meta } = await listContracts(sandbox.db, customerId, parseContractSearch({}), 1, 1);
      return c.json({ data: meta });
    }),
  );
  route(
    'PUT /contract',
    as(async (c, customerId) => {
      const body = await readJson(c);
      const errors = createProblems(body);
      if (errors.length) return invalid(c, errors);
      const textErrors = createTextProblems(body as Record<string, unknown>);
      if (textErrors.length) return invalid(c, textErrors);
      const input = v.parse(ContractCreateSchema, body);
      const key = c.req.header('idempotency-key');
      const seen = key && idempotent.get(`${customerId}:${key}`);
      if (seen) {
        const row = await contractFor(sandbox.db, customerId, seen);
        if (row) return c.json({ data: await wireOne(sandbox.db, row, customerId) });
      }
      const created = await createContract(sandbox, customerId, input);
      if ('status' in created) return failed(c, created.status, created.message);
      if (key) idempotent.set(`${customerId}:${key}`, created.row.id);
      return c.json({ data: await wireOne(sandbox.db, created.row, customerId) });
    }),
  );
  route(
    'POST /contract/verify',
    as(async (c, customerId) => {
      const body = (await readJson(c)) as { companyId?: unknown; counterpartyId?: unknown } | undefined;
      const companyId = Number(body?.companyId);
      const counterpartyId = Number(body?.counterpartyId);
      if (!Number.isInteger(companyId) || !Number.isInteger(counterpartyId)) {
        return failed(c, 400, 'companyId and counterpartyId must be integers');
      }
      const isValid =
        counterpartyId !== customerId && (await isPartyCompany(sandbox.db, companyId, customerId, counterpartyId));
      return c.json({ data: { isValid } });
    }),
  );
  route(
    'GET /contract/:id{[0-9]+}',
    as(async (c, customerId) => {
      const row = await contractFor(sandbox.db, customerId, contractId(c));
      if (!row) return failed(c, 404, `Contract ${c.req.param('id')} not found`);
      return c.json({ data: await wireOne(sandbox.db, row, customerId) });
    }),
  );
  route(
    'GET /contract/:id{[0-9]+}/checkSigner',
    as(async (c, customerId) => {
      const row = await contractFor(sandbox.db, customerId, contractId(c));
      if (!row) return failed(c, 404, `Contract ${c.req.param('id')} not found`);
      const canSign = mayAct(actionSubject(row), customerId, 'sign');
      return c.json({ data: { canSign } });
    }),
  );
  route(
    'GET /contract/:id{[0-9]+}/pdfUrl',
    as(async (c, customerId) => {
      const row = await contractFor(sandbox.db, customerId, contractId(c));
      if (!row) return failed(c, 404, `Contract ${c.req.param('id')} not found`);
      return c.json({ data: { pdfUrl: pdfUrl(customerId, row.id, langOf(c), sandbox.now(), c.req.query('brandId')) } });
    }),
  );
  route(
    'GET /contract/:id{[0-9]+}/signUrl',
    as(async (c, customerId) => {
      const answer = await signUrl(sandbox, customerId, contractId(c), c.req.query('returnUrl') ?? '/revenue-split');
      if ('status' in answer) return failed(c, answer.status, answer.message);
      return c.json({ data: answer });
    }),
  );
  route(
    'POST /contract/:id{[0-9]+}/:action',
    as(async (c, customerId) => {
      const action = c.req.param('action') ?? '';
      if (!(action in steps) || action === 'sign' || action === 'unsigned') {
        return failed(c, 404, `No action ${action}`);
      }
      let note: string | undefined;
      if (action === 'terminate') {
        const body = (await readJson(c)) as { note?: unknown } | undefined;
        note = typeof body?.note === 'string' ? body.note.trim() : '';
        if (!note) return invalid(c, [{ param: 'note', description: 'is required' }]);
        const problem = textProblem('note', note, NOTE_MAX, true);
        if (problem) return invalid(c, [problem]);
      }
      const moved = await move(sandbox, sandbox.db, customerId, contractId(c), action, note);
      if ('status' in moved) return failed(c, moved.status, moved.message);
      return c.json({ data: await wireOne(sandbox.db, moved.row, customerId) });
    }),
  );
  route(
    'GET /company',
    as(async (c, customerId) => {
      const query = c.req.query();
      const counterparty = Number(query.forCounterpartyCustomerId);
      const all = await companiesFor(sandbox.db, customerId, Number.isInteger(counterparty) ? counterparty : undefined);
      const text = (query.query ?? '').trim().toLowerCase();
      const found = all.filter((company) => company.title.toLowerCase().includes(text));
      const page = positive(query.page, 1, 10_000);
      const pageSize = positive(query.pageSize, 20, 1000);
      const data = found.slice((page - 1) * pageSize, page * pageSize);
      return c.json({ data, meta: { count: data.length, total: found.length } });
    }),
  );
  route(
    'GET /customer/lookup',
    as(async (c, customerId) => {
      const email = (c.req.query('email') ?? '').trim();
      const problem = textProblem('email', email, EMAIL_MAX);
      if (problem) return invalid(c, [problem]);
      const found = email ? await customerByEmail(sandbox.db, email) : undefined;
      if (!found || found.id === customerId) return failed(c, 404, `Customer ${email} not found`);
      return c.json({ data: found });
    }),
  );
  return app;
}
