// The helpdesk's section of the sandbox inbox page: the 401/429 switches and, for each ticket whose customer
// wrote last, a reply form (HTML allowed: that is what agents send; the app sanitises it). No scripts.
import { desc, eq } from 'drizzle-orm';
import { escapeHtml } from '../../control/inbox-page.ts';
import type { Sandbox } from '../../sandbox.ts';
import { users } from '../customer/tables.ts';
import { helpdeskState } from './jwt.ts';
import { supportThreads, supportTickets } from './tables.ts';

export async function helpdeskInboxSection(sandbox: Sandbox): Promise<string> {
  const state = helpdeskState(sandbox);
  const rows = await sandbox.db
    .select({
      number: supportTickets.ticketNumber,
      subject: supportTickets.subject,
      status: supportTickets.status,
      login: users.login,
    })
    .from(supportTickets)
    .innerJoin(users, eq(users.customerId, supportTickets.customerId))
    .orderBy(desc(supportTickets.updatedAt))
    .limit(20);
  const waiting = [];
  for (const row of rows) {
    const [last] = await sandbox.db
      .select({ direction: supportThreads.direction })
      .from(supportThreads)
      .innerJoin(supportTickets, eq(supportTickets.id, supportThreads.ticketId))
      .where(eq(supportTickets.ticketNumber, row.number))
      .orderBy(desc(supportThreads.id))
      .limit(1);
    if (last?.direction === 'in') waiting.push(row);
  }
  const items = waiting
    .map(
      (
        row,
      ) => `<li><header><span class="kind">Ticket ${escapeHtml(row.number)}</span><span>from <strong>${escapeHtml(row.login)}</strong></span> <span>${escapeHtml(row.status)}</span></header>
<h3>${escapeHtml(row.subject)}</h3>
<form method="post" action="/__sandbox/helpdesk/tickets/${encodeURIComponent(row.number)}/reply">
<label>Agent reply (HTML) <textarea name="content" required rows="3">Thank you, we are looking into it.</textarea></label>
<label>Status <select name="status"><option>Open</option><option>Closed</option><option>Closed-no-reply</option></select></label>
<button type="submit" class="approve">Send the reply</button></form></li>`,
    )
    .join('\n');
  const switches = `<form method="post" action="/__sandbox/helpdesk/settings"><input type="hidden" name="expireTokens" value="true"><button type="submit">Expire helpdesk tokens (next call 401)</button></form>
<form method="post" action="/__sandbox/helpdesk/settings"><input type="hidden" name="rateLimited" value="${state.rateLimited ? 'false' : 'true'}"><button type="submit">${state.rateLimited ? 'Stop answering 429' : 'Answer 429'}</button></form>`;
  return `<section aria-labelledby="helpdesk"><h2 id="helpdesk">Helpdesk</h2><p>Rate limit: ${state.rateLimited ? 'on (429)' : 'off'}.</p><div class="actions">${switches}</div>
${items ? `<ol>${items}</ol>` : '<p>No ticket waits for an agent.</p>'}</section>`;
}
