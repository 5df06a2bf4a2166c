// Invoices (packages/invoices/WIRE.md): invoices between two customers and the bank's funding invoices, their
// lists, create, reject with a note, pay (booked through the ledger with transfers' approval flow), the PDF.
import { defineDomain } from '../domain.ts';
import { invoiceFiles } from './files.ts';
import { fundingMethods } from './funding.ts';
import { invoiceMethods } from './invoices.ts';
import { payMethods } from './pay.ts';
import { invoicesSeed } from './seed.ts';
import * as tables from './tables.ts';

export const invoices = defineDomain({
  name: 'invoices',
  methods: [...invoiceMethods, ...payMethods, ...fundingMethods],
  tables,
  seed: invoicesSeed,
  files: invoiceFiles,
});
