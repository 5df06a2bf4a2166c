// Mass transfers (packages/transfers/MASS-WIRE.md "Mass transfers"): a file (CSV or XLSX) or pasted text of
// wire, EFT, card payout, crypto or p2p rows, each checked as the single transfer of its rail; the summary on
// onlySummary, and the accepted rows booked as one batch in history's batch list with one approval.
// The tables it writes are transfers' (transfer_batches, transfer_batch_rows, transfer_operations).
import { defineDomain } from '../domain.ts';
import { massTransferMethods } from './methods.ts';
import { massRequestMethods } from './requests.ts';

export const massTransfers = defineDomain({
  name: 'mass-transfers',
  methods: [...massTransferMethods, ...massRequestMethods],
  tables: {},
});
