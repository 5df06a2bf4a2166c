// Support (packages/support/WIRE.md): the helpdesk's tickets, threads and attachments under /helpdesk with its
// jwt (GET /api/zoho/jwt), the 401 and 429 switches and the agent's replies from the sandbox inbox.
import { defineDomain } from '../domain.ts';
import { helpdeskControls, helpdeskProxyRoutes } from './control.ts';
import { helpdeskService } from './helpdesk.ts';
import { helpdeskInboxSection } from './inbox.ts';
import { supportSeed } from './seed.ts';
import * as tables from './tables.ts';

export const support = defineDomain({
  name: 'support',
  methods: [],
  tables,
  seed: supportSeed,
  routes: (sandbox) => [
    { path: '/helpdesk', app: helpdeskService(sandbox) },
    { path: '/api', app: helpdeskProxyRoutes(sandbox) },
  ],
  control: helpdeskControls,
  inbox: helpdeskInboxSection,
});
