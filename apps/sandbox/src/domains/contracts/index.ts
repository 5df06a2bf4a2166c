// Contracts: the contracts service (documents to read and sign).
// Registers nothing yet; its issue adds methods, tables (tables.ts) and demo data here.
import { defineDomain } from '../domain.ts';

export const contracts = defineDomain({ name: 'contracts', methods: [], tables: {} });
