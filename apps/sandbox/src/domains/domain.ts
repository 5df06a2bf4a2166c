// What a domain brings to the sandbox. src/domains/index.ts lists the domains; the method registry,
// the table set, the demo data, the HTTP routes, the sandbox controls and the download kinds are all
// assembled from that list.
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Hono } from 'hono';
import type { MethodDefinition, MethodRegistry } from '../api/registry.ts';
import type { FileKind } from '../files/kinds.ts';
import type { Sandbox } from '../sandbox.ts';
import type { DomainSeed } from '../seed/steps.ts';

/** A Hono app mounted at a path (beside `POST /api?method=`). */
export interface Mount {
  path: string;
  // biome-ignore lint/suspicious/noExplicitAny: route apps differ in their Env only
  app: Hono<any>;
}

export interface Domain {
  /** Its folder under src/domains/. */
  name: string;
  /** The methods it answers at `POST /api?method=<name>`. */
  methods: readonly MethodDefinition[];
  /** Its drizzle tables: `import * as tables from './tables.ts'` (the file drizzle-kit reads). */
  tables: Readonly<Record<string, unknown>>;
  /** Those of its tables that hold reference data a migration writes (not demo data): a reset keeps them. */
  referenceTables?: readonly PgTable[];
  /** Its part of the demo data (src/seed/steps.ts says when each step runs). */
  seed?: DomainSeed;
  /** Other HTTP routes it serves. */
  routes?: (sandbox: Sandbox, registry: MethodRegistry) => Mount[];
  /** Its sandbox controls, mounted under /__sandbox when SANDBOX_CONTROL=1. */
  control?: (sandbox: Sandbox) => Hono;
  /** A section of the sandbox inbox page (HTML; its forms post to its controls, carrying the secret). */
  inbox?: (sandbox: Sandbox) => Promise<string>;
  /** The kinds of download link (`GET /api/files/<link>`) it answers. */
  files?: readonly FileKind[];
  /** Work the server runs every `everyMs` (an expiry sweep); tests call `run` themselves on their clock. */
  jobs?: readonly DomainJob[];
}

export interface DomainJob {
  name: string;
  everyMs: number;
  run(sandbox: Sandbox): Promise<unknown>;
}

export const defineDomain = (domain: Domain): Domain => domain;
