// Invoices: invoices a customer sends and receives, and paying them.
// Registers nothing yet; its issue adds methods, tables (tables.ts) and demo data here.
import { defineDomain } from '../domain.ts';

export const invoices = defineDomain({ name: 'invoices', methods: [], tables: {} });
