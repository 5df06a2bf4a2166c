// Transfers: between the customer's own accounts (between-accounts.ts) and transfer batches (mass
// files, batches.ts). External transfers (SEPA, wire, p2p…) come with their issue.
import { defineDomain } from '../domain.ts';
import { batchMethods } from './batches.ts';
import { transferMethods } from './between-accounts.ts';
import { transferFiles } from './files.ts';
import { transfersSeed } from './seed.ts';
import * as tables from './tables.ts';

export const transfers = defineDomain({
  name: 'transfers',
  methods: [...transferMethods, ...batchMethods],
  tables,
  seed: transfersSeed,
  files: transferFiles,
});
