// Support: the helpdesk (tickets, messages, attachments).
// Registers nothing yet; its issue adds methods, tables (tables.ts) and demo data here.
import { defineDomain } from '../domain.ts';

export const support = defineDomain({ name: 'support', methods: [], tables: {} });
