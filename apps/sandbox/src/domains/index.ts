// The sandbox's domains, in dependency order: a domain comes after the ones it builds on (the seeding
// runs each step in this order). Adding a domain is one line here; the method registry, the table set,
// the demo data, the routes, the controls and the downloads are assembled from this list.
import { is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { MethodRegistry } from '../api/registry.ts';
import * as infrastructureTables from '../db/tables.ts';
import { accounts } from './accounts/index.ts';
import { cards } from './cards/index.ts';
import { company } from './company/index.ts';
import { contracts } from './contracts/index.ts';
import { customer } from './customer/index.ts';
import type { Domain } from './domain.ts';
import { globalPay } from './global-pay/index.ts';
import { identity } from './identity/index.ts';
import { invoices } from './invoices/index.ts';
import { kyc } from './kyc/index.ts';
import { massTransfers } from './mass-transfers/index.ts';
import { merchant } from './merchant/index.ts';
import { receipts } from './receipts/index.ts';
import { registration } from './registration/index.ts';
import { security } from './security/index.ts';
import { support } from './support/index.ts';
import { tax } from './tax/index.ts';
import { transfers } from './transfers/index.ts';

export const domains: readonly Domain[] = [
  customer,
  identity,
  security,
  accounts,
  cards,
  transfers,
  kyc,
  tax,
  company,
  registration,
  invoices,
  merchant,
  contracts,
  support,
  globalPay,
  massTransfers,
  receipts,
];

/** Every method of every domain (a name registered twice throws). */
export function createRegistry(list: readonly Domain[] = domains): MethodRegistry {
  return new MethodRegistry().register(...list.flatMap((domain) => domain.methods));
}

const tablesOf = (module: Readonly<Record<string, unknown>>): PgTable[] =>
  Object.values(module).filter((value): value is PgTable => is(value, PgTable));

/** Every table of the database: the infrastructure's and each domain's. */
export const allTables: readonly PgTable[] = [
  ...tablesOf(infrastructureTables),
  ...domains.flatMap((domain) => tablesOf(domain.tables)),
];

/** The tables of reference data a migration writes (the BIN tables): a reset of the demo data keeps them. */
export const referenceTables: readonly PgTable[] = domains.flatMap((domain) => domain.referenceTables ?? []);

/** Every kind of download link. */
export const fileKinds = domains.flatMap((domain) => domain.files ?? []);
