// The sandbox inbox as plain HTML: no scripts (it works under a strict CSP); push approvals are
// answered with ordinary form posts that redirect back here. Domains add sections above the messages
// (the KYC reviewer's documents), escaped by them with escapeHtml.
import type { InboxMessage } from './routes.ts';

/** Where a form of the page comes back to (no secret in it: the browser sends that itself, guard.ts). */
export const INBOX_PATH = '/__sandbox/inbox';

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const kindLabel: Record<string, string> = { sms: 'SMS', otp: 'One-time code', email: 'E-mail', push: 'Push approval' };

/** The page's links and forms carry no secret: the browser sends it itself (HTTP Basic, guard.ts). */
function decision(message: InboxMessage): string {
  if (!message.loginKey) return '';
  if (message.status !== 'pending') return `<p class="status">${escapeHtml(message.status ?? 'unknown')}</p>`;
  const action = (verb: 'approve' | 'refuse', label: string) =>
    `<form method="post" action="/__sandbox/push/${encodeURIComponent(message.loginKey ?? '')}/${verb}"><button type="submit" class="${verb}">${label}</button></form>`;
  return `<div class="actions">${action('approve', 'Approve')}${action('refuse', 'Refuse')}</div>`;
}

function item(message: InboxMessage): string {
  const code = message.code ? `<p class="code">${escapeHtml(message.code)}</p>` : '';
  const link = message.link ? `<p><a href="${escapeHtml(message.link)}">${escapeHtml(message.link)}</a></p>` : '';
  return `<li>
  <header><span class="kind">${escapeHtml(kindLabel[message.kind] ?? message.kind)}</span>
  <span>to <strong>${escapeHtml(message.to)}</strong></span>
  <time datetime="${escapeHtml(message.createdAt)}">${escapeHtml(message.createdAt.replace('T', ' ').slice(0, 19))} UTC</time></header>
  <h2>${escapeHtml(message.subject)}</h2><p>${escapeHtml(message.body)}</p>${code}${link}${decision(message)}
</li>`;
}

export function inboxPage(messages: InboxMessage[], sections: readonly string[] = []): string {
  const list =
    messages.length === 0
      ? '<p>Nothing sent yet.</p>'
      : `<ol>${messages.map((message) => item(message)).join('\n')}</ol>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Paydeck sandbox inbox</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:48rem;padding:1rem;color:#1a1a1a;background:#fafafa}
ol{list-style:none;padding:0}li{background:#fff;border:1px solid #ccc;border-radius:8px;margin:0 0 1rem;padding:1rem}
header{display:flex;gap:1rem;flex-wrap:wrap;font-size:.875rem;color:#444}h2{font-size:1.125rem;margin:.5rem 0}
.kind{font-weight:700;color:#0b4f9c}.code{font:700 1.5rem/1 ui-monospace,monospace;letter-spacing:.2em}
.actions{display:flex;gap:.5rem}button{font:inherit;padding:.4rem 1rem;border-radius:6px;border:1px solid #333;cursor:pointer}
.approve{background:#0a6b2e;color:#fff}.refuse{background:#fff;color:#8a1020}.status{font-weight:700}
input,select{font:inherit;padding:.3rem;border:1px solid #666;border-radius:6px}form{display:flex;gap:.5rem;flex-wrap:wrap;align-items:center;margin:.25rem 0}
</style></head>
<body><main><h1>Sandbox inbox</h1><p>Messages the sandbox has sent, newest first. <a href="/__sandbox/inbox">Refresh</a></p>
${sections.join('\n')}
${list}
</main></body></html>`;
}
