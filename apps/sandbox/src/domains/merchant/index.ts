// Merchant: acquiring for business customers (shops, payment links, settlements).
// Registers nothing yet; its issue adds methods, tables (tables.ts) and demo data here.
import { defineDomain } from '../domain.ts';

export const merchant = defineDomain({ name: 'merchant', methods: [], tables: {} });
