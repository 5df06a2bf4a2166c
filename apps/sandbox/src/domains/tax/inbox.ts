// The tax section of the sandbox inbox page: complete certifications waiting for the bank (Validate,
// Reject with a reason), and the representatives asked to certify with their status, a button that e-mails
// a new self-certification link, and the demo link while its secret lives. Plain forms, no scripts.
import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { escapeHtml } from '../../control/inbox-page.ts';
import { sha256Hex } from '../../crypto.ts';
import type { Sandbox } from '../../sandbox.ts';
import { customers, representatives } from '../customer/tables.ts';
import { pendingCertifications } from './certification.ts';
import { DEMO_AUTH_SECRET } from './seed.ts';
import { selfCertificationLink } from './secrets.ts';
import { representativeStatuses } from './status.ts';
import { representativeSecrets } from './tables.ts';

export async function taxInboxSection(sandbox: Sandbox): Promise<string> {
  const { db } = sandbox;
  const pending = await pendingCertifications(db);
  const reviewItems = pending.map((row) => {
    const action = `/__sandbox/tax/certifications/${row.id}/review`;
    return `<li><header><span class="kind">Certification ${row.id}</span><span>${escapeHtml(row.kind)} · customer ${row.customerId}${row.representativeId ? ` · representative ${row.representativeId}` : ''}</span></header>
  <p>Form: ${escapeHtml(row.requiredForm ?? 'none')} · signed ${escapeHtml(row.signedAt?.toISOString().slice(0, 19) ?? '')}</p>
  <div class="actions"><form method="post" action="${action}"><button type="submit" name="action" value="validate" class="approve">Validate</button></form>
  <form method="post" action="${action}"><label>Reason <input name="rejectReason" required maxlength="200" value="The tax ids do not match our records"></label><button type="submit" name="action" value="reject" class="refuse">Reject</button></form></div></li>`;
  });
  const asked = await db
    .select({ rep: representatives, company: customers.businessName })
    .from(representatives)
    .innerJoin(customers, eq(customers.id, representatives.companyCustomerId))
    .where(and(inArray(representatives.typeId, [2, 8]), isNull(representatives.userId)))
    .orderBy(asc(representatives.id));
  const statuses = await representativeStatuses(
    db,
    asked.map((a) => a.rep),
  );
  const [demo] = await db
    .select({ id: representativeSecrets.representativeId })
    .from(representativeSecrets)
    .where(
      and(
        eq(representativeSecrets.secretHash, sha256Hex(DEMO_AUTH_SECRET)),
        isNull(representativeSecrets.spentAt),
        gt(representativeSecrets.expiresAt, sandbox.now()),
      ),
    );
  const representativeItems = asked.map(({ rep, company }) => {
    const link = demo?.id === rep.id ? selfCertificationLink(DEMO_AUTH_SECRET) : null;
    const send = `/__sandbox/company/representatives/${rep.id}/self-certification-link`;
    return `<li><header><span class="kind">Representative ${rep.id}</span><span><strong>${escapeHtml(`${rep.firstName ?? ''} ${rep.lastName ?? ''}`)}</strong> of ${escapeHtml(company ?? '')}</span></header>
  <p>Self-certification: ${escapeHtml(statuses.get(rep.id) ?? 'none')}</p>${link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` : ''}
  ${rep.email ? `<div class="actions"><form method="post" action="${send}"><button type="submit" class="approve">E-mail a new link</button></form></div>` : ''}</li>`;
  });
  const list = (items: string[], empty: string) =>
    items.length === 0 ? `<p>${empty}</p>` : `<ol>${items.join('\n')}</ol>`;
  return `<section aria-labelledby="tax-review"><h2 id="tax-review">Tax self-certifications to review</h2>
${list(reviewItems, 'No certification waits for review.')}
<h3>Representatives asked to self-certify</h3>
${list(representativeItems, 'No representative is asked.')}</section>`;
}
