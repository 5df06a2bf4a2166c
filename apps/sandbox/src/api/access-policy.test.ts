// @vitest-environment node
// The access policy (access-policy.ts): every registered method has exactly one line, and every method called as
// each kind of caller is refused (13, ENOA or AU) exactly when the table says so. The calls carry `{}` payloads:
// the policy answers before the payload is validated, so an allowed call answers VF or its handler's answer.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { customers, users } from '../domains/customer/tables.ts';
import { createRegistry } from '../domains/index.ts';
import { loginOf } from '../seed/people.ts';
import { createTestSandbox, type TestSandbox } from '../test/harness.ts';
import { type AccessKind, accessKinds, accessPolicy } from './access-policy.ts';
import { companyUser, northwindOf } from './access-test-support.ts';

const registry = createRegistry();
const methods = registry.names().flatMap((name) => registry.get(name) ?? []);

describe('the access policy table', () => {
  test('every registered method has a line', () => {
    expect(methods.filter((method) => !accessPolicy.has(method.name)).map((method) => method.name)).toEqual([]);
  });

  test('every line names a registered method', () => {
    expect([...accessPolicy.keys()].filter((name) => !registry.get(name))).toEqual([]);
  });

  test('public lines are exactly the methods without a session', () => {
    const mismatched = methods.filter(
      (method) => (accessPolicy.get(method.name) === 'public') !== (method.auth === 'public'),
    );
    expect(mismatched.map((method) => `${method.name} (${method.auth})`)).toEqual([]);
  });

  test('the admin actions are admin lines', () => {
    const adminActions = methods.filter((method) => method.adminAction).map((method) => method.name);
    expect(adminActions.filter((name) => accessPolicy.get(name) !== 'admin')).toEqual([]);
  });

  test('the summary: methods per kind', () => {
    const counts = Object.fromEntries(accessKinds.map((kind) => [kind, 0])) as Record<AccessKind, number>;
    for (const kind of accessPolicy.values()) counts[kind] += 1;
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(methods.length);
  });
});

// What each caller may call, by kind, as the spec and the issue state it (not computed by access-policy.ts).
const everyCompanyKind: AccessKind[] = ['public', 'self', 'read', 'balances', 'upload', 'initiate', 'approve', 'full'];
const expectedKinds: Record<string, readonly AccessKind[]> = {
  nobody: ['public'],
  anna: everyCompanyKind,
  right0: ['public', 'self'],
  right1: ['public', 'self', 'read', 'balances'],
  right3: ['public', 'self', 'read', 'balances', 'upload', 'initiate'],
  right5: ['public', 'self', 'read', 'upload'],
  boris: everyCompanyKind,
  erin: ['public', 'self', 'read', 'balances', 'upload', 'initiate'],
  // An admin acting for anna: the reads that write nothing, and the admin kind.
  adamForAnna: ['public', 'admin'],
};
const adminReads: readonly AccessKind[] = ['self', 'read', 'balances'];

function expectedAllowed(actor: string, method: (typeof methods)[number]): boolean {
  const kind = accessPolicy.get(method.name);
  if (!kind) return false;
  if (actor === 'adamForAnna' && method.readOnly && adminReads.includes(kind)) return true;
  return expectedKinds[actor]?.includes(kind) ?? false;
}

const refusals = new Set(['13', 'ENOA', 'AU']);

describe('every method as every caller', () => {
  let t: TestSandbox;
  const actors: Record<string, { token?: string; body: Record<string, unknown> }> = {};
  beforeAll(async () => {
    t = await createTestSandbox();
    const northwind = await northwindOf(t);
    const [anna] = await t.db
      .select({ customerId: customers.id })
      .from(users)
      .innerJoin(customers, eq(customers.id, users.customerId))
      .where(eq(users.login, loginOf('anna.personal')));
    const forNorthwind = { fromCustomerId: northwind };
    actors.nobody = { body: {} };
    actors.anna = { token: (await t.signIn('anna.personal')).accessToken, body: {} };
    for (const right of [0, 1, 3, 5]) {
      actors[`right${right}`] = { token: await companyUser(t, `policy.right${right}`, right), body: forNorthwind };
    }
    actors.boris = { token: (await t.signIn('boris.business')).accessToken, body: forNorthwind };
    actors.erin = { token: (await t.signIn('erin.employee')).accessToken, body: forNorthwind };
    actors.adamForAnna = {
      token: (await t.signIn('adam.admin')).accessToken,
      body: { fromCustomerId: anna?.customerId },
    };
  });
  afterAll(() => t.close());

  test.each(Object.keys(expectedKinds))('%s is refused exactly what the table refuses', async (actor) => {
    const { token, body } = actors[actor] ?? { body: {} };
    const mismatches: string[] = [];
    for (const method of methods) {
      const answer = (await t.call(method.name, body, { token, key: randomUUID() })).body;
      const refused = refusals.has(answer?.responseCode);
      const allowed = expectedAllowed(actor, method);
      if (refused === allowed) {
        mismatches.push(`${method.name} (${accessPolicy.get(method.name)}): ${JSON.stringify(answer).slice(0, 120)}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});
