// KYC: identity verification (documents, selfie, liveness), limit reasons and their uploads.
// Registers nothing yet; its issue adds methods, tables (tables.ts) and demo data here.
import { defineDomain } from '../domain.ts';

export const kyc = defineDomain({ name: 'kyc', methods: [], tables: {} });
