// @vitest-environment node
// The routes beside the method API declare who may call them (route-policy.ts): a walk over every domain's routers
// and the download links fails for a route without a declared need (or a need without its route), and for a path
// route naming a method the registry does not have; the needs judged as a table of callers.
import type { Hono } from 'hono';
import { createRegistry, domains, fileKinds } from '../domains/index.ts';
import { fileRoutes } from '../files/routes.ts';
import { createTestSandbox, type TestSandbox } from '../test/harness.ts';
import { type AccessNeed, type CallerRights, declaredPolicy, mayCall } from './route-policy.ts';

/** The token service authenticates its own calls (sign-in, tokens, devices): it is not a router of this policy. */
const outside = new Set(['identity']);

describe('every route beside the method API declares its need', () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await createTestSandbox();
  });
  afterAll(() => t.close());

  const routersOf = (registry = createRegistry()) => [
    ...domains
      .filter((domain) => !outside.has(domain.name))
      .flatMap((domain) =>
        (domain.routes?.(t.sandbox, registry) ?? []).map((mount) => ({
          name: `${domain.name} ${mount.path}`,
          ...mount,
        })),
      ),
    { name: 'files /api/files', path: '/api/files', app: fileRoutes(t.sandbox, fileKinds) },
  ];
  // biome-ignore lint/suspicious/noExplicitAny: routers differ in their Env only
  const routesOf = (app: Hono<any>) =>
    [...new Set(app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`))].sort();

  test('each router has a policy naming exactly its routes', () => {
    const routers = routersOf();
    expect(routers.map((r) => r.name)).toEqual(
      expect.arrayContaining([
        'contracts /contracts',
        'support /helpdesk',
        'kyc /api',
        'merchant /api',
        'files /api/files',
      ]),
    );
    for (const router of routers) {
      const policy = declaredPolicy(router.app);
      expect(policy, `${router.name} declares no policy`).toBeDefined();
      expect(routesOf(router.app), router.name).toEqual(Object.keys(policy ?? {}).sort());
    }
  });

  test('a path route runs a method the registry has', () => {
    const registry = createRegistry();
    for (const router of routersOf(registry)) {
      for (const [key, need] of Object.entries(declaredPolicy(router.app) ?? {})) {
        if (typeof need === 'object' && 'method' in need) expect(registry.get(need.method), key).toBeDefined();
      }
    }
  });
});

const callers: [string, CallerRights][] = [
  ['right 0', { accessRights: 0, readsOnly: false }],
  ['right 1', { accessRights: 1, readsOnly: false }],
  ['right 2 (or a person on their own customer)', { accessRights: 2, readsOnly: false }],
  ['right 3', { accessRights: 3, readsOnly: false }],
  ['right 4', { accessRights: 4, readsOnly: false }],
  ['right 5', { accessRights: 5, readsOnly: false }],
  ['an admin acting for another customer', { accessRights: 2, readsOnly: true }],
];
const needs: AccessNeed[] = ['read', 'own', 'upload', 'initiate', 'full'];
const allowed: Record<string, AccessNeed[]> = {
  'right 0': [],
  'right 1': ['read', 'own'],
  'right 2 (or a person on their own customer)': ['read', 'own', 'upload', 'initiate', 'full'],
  'right 3': ['read', 'own', 'upload', 'initiate'],
  'right 4': ['read', 'own', 'upload', 'initiate'],
  'right 5': ['read', 'own', 'upload'],
  'an admin acting for another customer': ['read'],
};

test.each(callers)('%s may call exactly its needs', (name, caller) => {
  expect(needs.filter((need) => mayCall(caller, need))).toEqual(allowed[name]);
});
