import * as v from 'valibot';
import { SANDBOX_API_ROOTS } from './vocabulary.ts';

const noTrailingSlash = v.check<string, string>((url) => !url.endsWith('/'), 'must not end with "/"');

const relativeRoot = v.pipe(
  v.string(),
  v.regex(/^\/[\w/-]*$/, 'must be a path relative to the page, such as "/api"'),
  noTrailingSlash,
);
const httpsRoot = v.pipe(
  v.string(),
  v.url('must be an absolute URL'),
  v.startsWith('https://', 'must be an https:// URL'),
  noTrailingSlash,
);
const wssRoot = v.pipe(
  v.string(),
  v.url('must be an absolute URL'),
  v.startsWith('wss://', 'must be a wss:// URL'),
  noTrailingSlash,
);

// The same keys as api-client's ApiRoots, so a brand's roots can be handed to it as they are.
const rootsOf = <T extends v.GenericSchema<string>, W extends v.GenericSchema<string>>(http: T, ws: W) => ({
  api: http,
  auth: http,
  contracts: http,
  helpdesk: http,
  realtime: ws,
});

/** Where each service lives: the method-dispatch API, token service, contracts, helpdesk, realtime channel. */
export const ApiRootsSchema = v.strictObject(rootsOf(httpsRoot, wssRoot));
const SandboxRootsSchema = v.strictObject(rootsOf(relativeRoot, relativeRoot));
const StagingRootsSchema = v.strictObject({
  number: v.pipe(v.number(), v.integer('must be a whole number'), v.minValue(1, 'must be 1 or more')),
  ...rootsOf(httpsRoot, wssRoot),
});

/** API roots per environment: sandbox (default), production, and numbered staging variants. */
export const ApiEnvironmentsSchema = v.strictObject({
  sandbox: v.optional(SandboxRootsSchema, { ...SANDBOX_API_ROOTS }),
  production: ApiRootsSchema,
  staging: v.pipe(
    v.optional(v.array(StagingRootsSchema), []),
    v.check((list) => new Set(list.map((s) => s.number)).size === list.length, 'must not repeat a staging number'),
  ),
});

export type ApiRoots = v.InferOutput<typeof ApiRootsSchema>;
export type SandboxApiRoots = v.InferOutput<typeof SandboxRootsSchema>;
export type ApiEnvironments = v.InferOutput<typeof ApiEnvironmentsSchema>;
