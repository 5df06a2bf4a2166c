// Agent replies may carry HTML (payments.md 3 "Support"): shown only after DOMPurify. Kept: text formatting,
// lists, quotes and links; links only to http(s) or mailto, opening in a new tab with rel="noopener noreferrer".
// Dropped: scripts, event handlers, styles (<style>, style=, class, id: nothing may restyle or escape the
// message's box), forms, frames, images (remote images would tell the sender when the message is read).
import DOMPurify from 'dompurify';

const ALLOWED_TAGS = [
  'a',
  'b',
  'blockquote',
  'br',
  'code',
  'div',
  'em',
  'i',
  'li',
  'ol',
  'p',
  'pre',
  'span',
  'strong',
  'u',
  'ul',
];
const ALLOWED_ATTR = ['href', 'title'];
const SAFE_URL = /^(?:https?:|mailto:)/i;

let purifier: ReturnType<typeof DOMPurify> | undefined;

function instance(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  const made = DOMPurify(window);
  made.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href');
    if (!href || !SAFE_URL.test(href.trim())) node.removeAttribute('href');
    else {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  purifier = made;
  return made;
}

/** The agent's HTML made harmless (a string of safe HTML). */
export function sanitizeAgentHtml(html: string): string {
  return instance().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: SAFE_URL,
    ADD_ATTR: ['target', 'rel'],
    KEEP_CONTENT: true,
    RETURN_TRUSTED_TYPE: false,
  }) as string;
}

/** A message's words as plain text (a preview): the agent's HTML sanitised first, then read as text. */
export function messageText(thread: { content: string; contentType: string; direction: 'in' | 'out' }): string {
  let text = thread.content;
  if (thread.direction === 'out' && thread.contentType.includes('html')) {
    const box = document.createElement('template');
    box.innerHTML = sanitizeAgentHtml(thread.content);
    text = box.content.textContent ?? '';
  }
  return text.replace(/\s+/g, ' ').trim();
}
