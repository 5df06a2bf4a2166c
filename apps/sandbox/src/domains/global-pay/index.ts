// Global pay (packages/transfers/MASS-WIRE.md): batches uploaded from a CSV or XLSX file, their payment rows
// edited and submitted (booked through the ledger), and the recipient's public page behind each payment's secret.
import { defineDomain } from '../domain.ts';
import { batchMethods } from './batches.ts';
import { countryMethods } from './countries.ts';
import { paymentMethods } from './payments.ts';
import { recipientMethods } from './recipient.ts';
import { recipientActions } from './recipient-approve.ts';
import { submitMethods } from './submit.ts';
import * as tables from './tables.ts';

export const globalPay = defineDomain({
  name: 'global-pay',
  methods: [
    ...batchMethods,
    ...paymentMethods,
    ...submitMethods,
    ...countryMethods,
    ...recipientMethods,
    ...recipientActions,
  ],
  tables,
});
