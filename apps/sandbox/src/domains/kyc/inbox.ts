// The reviewer's section of the sandbox inbox page: each document waiting for review with Confirm,
// Reject (with a reason), Fail (the file could not be processed) and Expire, and each completed video identity job with Confirm and Reject.
// Plain forms (the page has no scripts) that post to control.ts and come back to the inbox.
import { and, asc, eq, isNull } from 'drizzle-orm';
import { escapeHtml } from '../../control/inbox-page.ts';
import type { Sandbox } from '../../sandbox.ts';
import { users } from '../customer/tables.ts';
import { type AwaitingDocument, awaitingDocuments } from './review.ts';
import { videoIdentityJobs } from './tables.ts';

const size = (bytes: number | null) => (bytes === null ? 'no file' : `${(bytes / 1000).toFixed(1)} kB`);

function documentItem(doc: AwaitingDocument): string {
  const action = `/__sandbox/kyc/documents/${doc.id}/review`;
  const pages = doc.pages.map((page) => `${escapeHtml(page.contentType ?? 'provider')} ${size(page.size)}`).join(', ');
  const button = (value: string, label: string, css: string) =>
    `<button type="submit" name="action" value="${value}" class="${css}">${label}</button>`;
  return `<li>
  <header><span class="kind">Document ${doc.id}</span><span>from <strong>${escapeHtml(doc.login)}</strong></span>
  <time datetime="${escapeHtml(doc.uploaded)}">${escapeHtml(doc.uploaded.replace('T', ' ').slice(0, 19))} UTC</time></header>
  <h3>${escapeHtml(doc.documentType)} (${escapeHtml(doc.purpose)})</h3><p>Pages: ${pages}</p>
  <div class="actions">
  <form method="post" action="${action}">${button('confirm', 'Confirm', 'approve')}</form>
  <form method="post" action="${action}"><label>Reason <input name="rejectReason" required maxlength="200" value="The document is not readable"></label>${button('reject', 'Reject', 'refuse')}</form>
  <form method="post" action="${action}">${button('fail', 'Fail', 'refuse')}</form>
  <form method="post" action="${action}">${button('expire', 'Expire', 'refuse')}</form>
  </div>
</li>`;
}

function jobItem(job: { id: number; login: string }): string {
  const action = `/__sandbox/kyc/video-identity-jobs/${job.id}/review`;
  return `<li><header><span class="kind">Video identity job ${job.id}</span><span>of <strong>${escapeHtml(job.login)}</strong></span></header>
  <div class="actions"><form method="post" action="${action}"><button type="submit" name="action" value="confirm" class="approve">Confirm</button></form>
  <form method="post" action="${action}"><button type="submit" name="action" value="reject" class="refuse">Reject</button></form></div></li>`;
}

export async function kycInboxSection(sandbox: Sandbox): Promise<string> {
  const docs = await awaitingDocuments(sandbox.db);
  const jobs = await sandbox.db
    .selectDistinctOn([videoIdentityJobs.id], { id: videoIdentityJobs.id, login: users.login })
    .from(videoIdentityJobs)
    .innerJoin(users, eq(users.customerId, videoIdentityJobs.customerId))
    .where(and(eq(videoIdentityJobs.status, 'completed'), isNull(videoIdentityJobs.review)))
    .orderBy(asc(videoIdentityJobs.id));
  const list =
    docs.length + jobs.length === 0
      ? '<p>No documents wait for review.</p>'
      : `<ol>${[...docs.map(documentItem), ...jobs.map(jobItem)].join('\n')}</ol>`;
  return `<section aria-labelledby="kyc-review"><h2 id="kyc-review">Documents to review</h2>\n${list}</section>`;
}
