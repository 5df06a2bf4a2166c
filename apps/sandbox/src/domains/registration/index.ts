// Registration: opening a personal or business account before anyone can sign in.
// Registers nothing yet; its issue adds methods, tables (tables.ts) and demo data here.
import { defineDomain } from '../domain.ts';

export const registration = defineDomain({ name: 'registration', methods: [], tables: {} });
