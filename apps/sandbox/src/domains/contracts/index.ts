// Contracts (packages/contracts/WIRE.md): revenue-split contracts between two customers, the contracts service's
// REST calls under /contracts, the e-signature page, the PDF and the smart-contract notifications.
import { defineDomain } from '../domain.ts';
import * as tables from './tables.ts';

export const contracts = defineDomain({ name: 'contracts', methods: [], tables });
