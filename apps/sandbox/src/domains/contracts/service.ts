// The contracts service (payments.md 7 "Contracts service"; packages/contracts/WIRE.md), mounted at /contracts:
// plain JSON `{ data, meta? }`, failures by status with `{ message }` (401 token, 403 no access, 404 missing
// contract or customer, 400 invalid input with `errors`, 409 an action the status does not allow).
import {
  type ContractCreate,
  contractListQuery,
  createProblems,
  mayAct,
  parseContractSearch,
} from '@paydeck/contracts/api';
import { type Context, Hono } from 'hono';
import { readJson } from '../../http.ts';
import type { Sandbox } from '../../sandbox.ts';
import { callerOf } from './access.ts';
import { move, steps } from './actions.ts';
import { companiesFor, createContract, customerByEmail, isPartyCompany } from './create.ts';
import { actionSubject, applyCalendar, contractFor, listContracts, wireOne } from './rows.ts';
import { pdfUrl, signUrl } from './signing.ts';

type Handler = (c: Context, customerId: number) => Promise<Response>;

const failed = (c: Context, status: 400 | 401 | 403 | 404 | 409, message: string, extra: object = {}) =>
  c.json({ message, ...extra }, status);

const positive = (raw: string | undefined, fallback: number, max: number) => {
  const value = Number(raw);
  return Number.isInteger(value) && value >= 1 ? Math.min(value, max) : fallback;
};

export function contractsService(sandbox: Sandbox): Hono {
  const app = new Hono();
  const as = (handler: Handler) => async (c: Context) => {
    const caller = await callerOf(sandbox, c);
    if ('status' in caller) return failed(c, caller.status, caller.message);
    await applyCalendar(sandbox.db, sandbox.now());
    return handler(c, caller.customerId);
  };
  const contractId = (c: Context) => Number(c.req.param('id'));
  const idempotent = new Map<string, number>();

  app.get(
    '/contract',
    as(async (c, customerId) => {
      const query = c.req.query();
      const search = parseContractSearch(query);
      const pageSize = positive(query.pageSize, contractListQuery(search).pageSize as number, 1000);
      return c.json(await listContracts(sandbox.db, customerId, search, positive(query.page, 1, 10_000), pageSize));
    }),
  );
  app.get(
    '/contract/stats',
    as(async (c, customerId) => {
      const { meta } = await listContracts(sandbox.db, customerId, parseContractSearch({}), 1, 1);
      return c.json({ data: meta });
    }),
  );
  app.put(
    '/contract',
    as(async (c, customerId) => {
      const body = await readJson(c);
      const errors = createProblems(body);
      if (errors.length)
        return failed(c, 400, errors.map((e) => `${e.param}: ${e.description}`).join(', '), { errors });
      const input = body as ContractCreate;
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
  app.post(
    '/contract/verify',
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
  app.get(
    '/contract/:id{[0-9]+}',
    as(async (c, customerId) => {
      const row = await contractFor(sandbox.db, customerId, contractId(c));
      if (!row) return failed(c, 404, `Contract ${c.req.param('id')} not found`);
      return c.json({ data: await wireOne(sandbox.db, row, customerId) });
    }),
  );
  app.get(
    '/contract/:id{[0-9]+}/checkSigner',
    as(async (c, customerId) => {
      const row = await contractFor(sandbox.db, customerId, contractId(c));
      if (!row) return failed(c, 404, `Contract ${c.req.param('id')} not found`);
      const canSign = mayAct(actionSubject(row), customerId, 'sign');
      return c.json({ data: { canSign } });
    }),
  );
  app.get(
    '/contract/:id{[0-9]+}/pdfUrl',
    as(async (c, customerId) => {
      const row = await contractFor(sandbox.db, customerId, contractId(c));
      if (!row) return failed(c, 404, `Contract ${c.req.param('id')} not found`);
      return c.json({ data: { pdfUrl: pdfUrl(customerId, row.id, sandbox.now(), c.req.query('brandId')) } });
    }),
  );
  app.get(
    '/contract/:id{[0-9]+}/signUrl',
    as(async (c, customerId) => {
      const answer = await signUrl(sandbox, customerId, contractId(c), c.req.query('returnUrl') ?? '/revenue-split');
      if ('status' in answer) return failed(c, answer.status, answer.message);
      return c.json({ data: answer });
    }),
  );
  app.post(
    '/contract/:id{[0-9]+}/:action',
    as(async (c, customerId) => {
      const action = c.req.param('action') ?? '';
      if (!(action in steps) || action === 'sign' || action === 'unsigned') {
        return failed(c, 404, `No action ${action}`);
      }
      let note: string | undefined;
      if (action === 'terminate') {
        const body = (await readJson(c)) as { note?: unknown } | undefined;
        note = typeof body?.note === 'string' ? body.note.trim() : '';
        if (!note)
          return failed(c, 400, 'note: is required', { errors: [{ param: 'note', description: 'is required' }] });
        if (note.length > 1000) return failed(c, 400, 'note: must be at most 1000 characters');
      }
      const moved = await move(sandbox, sandbox.db, customerId, contractId(c), action, note);
      if ('status' in moved) return failed(c, moved.status, moved.message);
      return c.json({ data: await wireOne(sandbox.db, moved.row, customerId) });
    }),
  );
  app.get(
    '/company',
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
  app.get(
    '/customer/lookup',
    as(async (c, customerId) => {
      const email = (c.req.query('email') ?? '').trim();
      const found = email ? await customerByEmail(sandbox.db, email) : undefined;
      if (!found || found.id === customerId) return failed(c, 404, `Customer ${email} not found`);
      return c.json({ data: found });
    }),
  );
  return app;
}
