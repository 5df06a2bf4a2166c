// The registration section of the sandbox inbox page: each business resolution's waiting signers with Sign and
// Refuse (the sandbox plays the directors). Plain forms (the page has no scripts) that post to control.ts.
import { escapeHtml } from '../../control/inbox-page.ts';
import type { Sandbox } from '../../sandbox.ts';
import { allResolutions } from './control.ts';
import { ResolutionStatus } from './resolutions.ts';

export async function registrationInboxSection(sandbox: Sandbox): Promise<string> {
  const waiting = (await allResolutions(sandbox)).filter((one) => one.statusId === ResolutionStatus.pending);
  const items = waiting.flatMap((resolution) =>
    resolution.signers
      .filter((signer) => signer.statusId === ResolutionStatus.pending)
      .map((signer) => {
        const action = `/__sandbox/registration/resolutions/${encodeURIComponent(resolution.id)}/sign`;
        const form = (value: string, label: string, css: string) =>
          `<form method="post" action="${action}"><input type="hidden" name="email" value="${escapeHtml(signer.email)}"><button type="submit" name="action" value="${value}" class="${css}">${label}</button></form>`;
        return `<li><header><span class="kind">Board resolution</span><span>of <strong>${escapeHtml(resolution.companyName)}</strong></span></header>
  <h3>${escapeHtml(`${signer.firstName} ${signer.lastName}`)} (${escapeHtml(signer.email)})</h3>
  <div class="actions">${form('sign', 'Sign', 'approve')}${form('refuse', 'Refuse', 'refuse')}</div></li>`;
      }),
  );
  const list = items.length === 0 ? '<p>No resolution waits for a signature.</p>' : `<ol>${items.join('\n')}</ol>`;
  return `<section aria-labelledby="registration-resolutions"><h2 id="registration-resolutions">Board resolutions to sign</h2>\n${list}</section>`;
}
