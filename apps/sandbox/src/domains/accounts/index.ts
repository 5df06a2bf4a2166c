// Accounts: the double-entry ledger (ledger/), balances and currencies, history, statements and
// exports with their documents, funding, card authorisations, announcements and the dictionaries.
import { defineDomain } from '../domain.ts';
import { accountMethods } from './accounts.ts';
import { announcementMethods } from './announcements.ts';
import { authorizationMethods } from './authorizations.ts';
import { dictionaryMethods } from './dictionaries.ts';
import { accountFiles } from './files.ts';
import { fundingMethods } from './funding.ts';
import { historyExportFile } from './history-export.ts';
import { historyMethods } from './history.ts';
import { statementMethods } from './statements.ts';
import { accountsSeed } from './seed.ts';
import * as tables from './tables.ts';

export const accounts = defineDomain({
  name: 'accounts',
  methods: [
    ...accountMethods,
    ...historyMethods,
    ...statementMethods,
    ...fundingMethods,
    ...authorizationMethods,
    ...announcementMethods,
    ...dictionaryMethods,
  ],
  tables,
  seed: accountsSeed,
  files: [...accountFiles, historyExportFile],
});
