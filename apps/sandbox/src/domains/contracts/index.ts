// Contracts (packages/contracts/WIRE.md): revenue-split contracts between two customers, the contracts service's
// REST calls under /contracts, the e-signature page, the PDF and the smart-contract notifications.
import { defineDomain } from '../domain.ts';
import { contractFiles } from './files.ts';
import { identificationMethods } from './identification.ts';
import { contractsSeed } from './seed.ts';
import { contractsService } from './service.ts';
import { contractSigningRoutes } from './signing.ts';
import * as tables from './tables.ts';

export const contracts = defineDomain({
  name: 'contracts',
  methods: identificationMethods,
  tables,
  seed: contractsSeed,
  routes: (sandbox) => [
    { path: '/contracts', app: contractsService(sandbox) },
    { path: '/api', app: contractSigningRoutes(sandbox) },
  ],
  files: contractFiles,
});
