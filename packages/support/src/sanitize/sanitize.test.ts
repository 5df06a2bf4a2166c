// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { messageText, sanitizeAgentHtml } from './sanitize';

describe('sanitizeAgentHtml', () => {
  it.each([
    ['a script', '<p>Hi<script>window.pwned = 1</script></p>', '<p>Hi</p>'],
    ['an event handler', '<p onclick="alert(1)">Hi</p><img src=x onerror="alert(1)">', '<p>Hi</p>'],
    ['a javascript: link', '<a href="javascript:alert(1)">click</a>', '<a>click</a>'],
    ['a data: link', '<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
    [
      'an https link',
      '<a href="https://example.com/help">help</a>',
      '<a href="https://example.com/help" target="_blank" rel="noopener noreferrer">help</a>',
    ],
    [
      'a mailto link',
      '<a href="mailto:help@example.com">mail</a>',
      '<a href="mailto:help@example.com" target="_blank" rel="noopener noreferrer">mail</a>',
    ],
    [
      'a link opening itself in the opener',
      '<a href="https://x.example" target="_top" rel="opener">x</a>',
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    ],
    ['a style element', '<style>body{display:none}</style><p>Hi</p>', '<p>Hi</p>'],
    ['a style attribute escaping the box', '<div style="position:fixed;inset:0">cover</div>', '<div>cover</div>'],
    ['class and id', '<p class="overlay" id="root">x</p>', '<p>x</p>'],
    [
      'an iframe and a form',
      '<iframe src="https://evil.example"></iframe><form action="/x"><input name="a"></form>ok',
      'ok',
    ],
    ['an svg with a handler', '<svg onload="alert(1)"><circle/></svg>text', 'text'],
    [
      'formatting kept',
      '<p><b>Bold</b> and <em>em</em></p><ul><li>one</li></ul>',
      '<p><b>Bold</b> and <em>em</em></p><ul><li>one</li></ul>',
    ],
  ])('%s', (_, html, safe) => {
    expect(sanitizeAgentHtml(html)).toBe(safe);
  });

  it('runs nothing while sanitising', () => {
    sanitizeAgentHtml('<img src=x onerror="window.__ran = 1"><script>window.__ran = 2</script>');
    expect((window as unknown as { __ran?: number }).__ran).toBeUndefined();
  });
});

describe('messageText (a preview line)', () => {
  it.each([
    ['an agent’s HTML, script dropped', 'out', 'text/html', '<p>See <b>this</b><script>x=1</script></p>', 'See this'],
    ['a customer’s words kept as written', 'in', 'text/plain', '<b>not bold</b>\n  twice', '<b>not bold</b> twice'],
  ] as const)('%s', (_case, direction, contentType, content, text) => {
    expect(messageText({ direction, contentType, content })).toBe(text);
    expect((window as unknown as { x?: number }).x).toBeUndefined();
  });
});
