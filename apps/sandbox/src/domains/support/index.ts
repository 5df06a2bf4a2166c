// Support (packages/support/WIRE.md): the helpdesk's tickets, threads and attachments, its jwt, and the agent's
// replies from the sandbox inbox.
import { defineDomain } from '../domain.ts';
import * as tables from './tables.ts';

export const support = defineDomain({ name: 'support', methods: [], tables });
