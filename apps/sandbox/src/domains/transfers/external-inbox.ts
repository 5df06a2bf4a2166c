// The clearing's section of the sandbox inbox page: each wire and EFT transfer pending at the clearing with
// Settle and Return (the sandbox plays the correspondent bank). Plain forms posting to external-settle.ts.
import { escapeHtml } from '../../control/inbox-page.ts';
import type { Sandbox } from '../../sandbox.ts';
import { pendingAtClearing } from './external-settle.ts';

export async function externalInboxSection(sandbox: Sandbox): Promise<string> {
  const items = (await pendingAtClearing(sandbox.db)).map((transfer) => {
    const action = `/__sandbox/transfers/external/${transfer.transactionId}/settle`;
    const form = (outcome: string, label: string, css: string) =>
      `<form method="post" action="${action}"><button type="submit" name="outcome" value="${outcome}" class="${css}">${label}</button></form>`;
    return `<li><header><span class="kind">${escapeHtml(transfer.rail.toUpperCase())}</span><span>transaction ${transfer.transactionId}</span></header>
  <h3>${escapeHtml(`${transfer.amount} ${transfer.currencyCode}`)} to ${escapeHtml(transfer.beneficiaryName ?? '')}</h3>
  <div class="actions">${form('completed', 'Settle', 'approve')}${form('returned', 'Return', 'refuse')}</div></li>`;
  });
  const list = items.length === 0 ? '<p>No transfer waits at the clearing.</p>' : `<ol>${items.join('\n')}</ol>`;
  return `<section aria-labelledby="transfers-clearing"><h2 id="transfers-clearing">Wires and EFTs at the clearing</h2>\n${list}</section>`;
}
