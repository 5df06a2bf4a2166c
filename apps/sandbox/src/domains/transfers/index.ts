// Transfers: between the customer's own accounts (between-accounts.ts, lookups.ts, subscriptions.ts),
// person to person (p2p.ts, recent.ts), the approval of submitted transfers (operations.ts,
// approvals.ts), company transaction requests, preapproved payments and the runs of recurring transfers
// (recurring*.ts), and transfer batches (mass files,
// batches.ts), and the external rails (external-*.ts: oct, wire, EFT, crypto, instant, interac, their
// lookups and the clearing's controls). The contract is packages/transfers/WIRE.md.
import { defineDomain } from '../domain.ts';
import { approvalMethods } from './approvals.ts';
import { batchMethods } from './batches.ts';
import { transferMethods } from './between-accounts.ts';
import { companyRequestMethods } from './company-requests.ts';
import { externalInboxSection } from './external-inbox.ts';
import { externalLookupMethods } from './external-lookups.ts';
import { externalControls } from './external-settle.ts';
import { externalTransferMethods } from './external-transfers.ts';
import { EXPIRY_SWEEP_MS, expireOverdueOperations } from './expiry.ts';
import { transferFiles } from './files.ts';
import { lookupMethods } from './lookups.ts';
import { p2pMethods } from './p2p.ts';
import { preapprovedMethods } from './preapproved.ts';
import { recentMethods } from './recent.ts';
import { recentDetailsMethods } from './recent-details.ts';
import { RECURRING_TICK_MS, bookDueRuns } from './recurring.ts';
import { recurringControls } from './recurring-control.ts';
import { transfersSeed } from './seed.ts';
import * as tables from './tables.ts';

export const transfers = defineDomain({
  name: 'transfers',
  methods: [
    ...transferMethods,
    ...lookupMethods,
    ...p2pMethods,
    ...recentMethods,
    ...recentDetailsMethods,
    ...approvalMethods,
    ...companyRequestMethods,
    ...preapprovedMethods,
    ...batchMethods,
    ...externalTransferMethods,
    ...externalLookupMethods,
  ],
  tables,
  seed: transfersSeed,
  files: transferFiles,
  control: (sandbox) => externalControls(sandbox).route('/', recurringControls(sandbox)),
  inbox: externalInboxSection,
  jobs: [
    { name: 'expire held transfers', everyMs: EXPIRY_SWEEP_MS, run: expireOverdueOperations },
    { name: 'book recurring transfers', everyMs: RECURRING_TICK_MS, run: (sandbox) => bookDueRuns(sandbox) },
  ],
});
