import { cspProblems, fillShell, inertControls } from './prerender';

const shell = `<!doctype html>
<html lang="en">
  <head><title>Paydeck</title><script type="module" crossorigin src="/assets/index-abc.js"></script></head>
  <body><div id="root"></div></body>
</html>`;

describe('the prerender', () => {
  it('fills the shell with the page, its route, language and the brand’s title', () => {
    const html = fillShell(shell, { html: '<h1>Autentificare</h1>', route: '/login', lang: 'ro' }, 'Kestrel & <Co>');
    expect(html).toContain('<html lang="ro">');
    expect(html).toContain('<title>Kestrel &amp; &lt;Co></title>');
    expect(html).toContain('<div id="root" data-prerendered="/login" data-locale="ro"><h1>Autentificare</h1></div>');
    expect(html).toContain('src="/assets/index-abc.js"');
  });

  it.each([
    ['<input name="username" value=""/>', '<input disabled="" data-prerender-inert="" name="username" value=""/>'],
    [
      '<button type="submit">Sign in</button>',
      '<button disabled="" data-prerender-inert="" type="submit">Sign in</button>',
    ],
    [
      '<select id="l"><option>en</option></select>',
      '<select disabled="" data-prerender-inert="" id="l"><option>en</option></select>',
    ],
    ['<button disabled="" type="button">x</button>', '<button disabled="" type="button">x</button>'], // the app's own
    ['<a href="/legal">Legal</a><buttonish>', '<a href="/legal">Legal</a><buttonish>'],
  ])('keeps the controls of %s disabled until hydrated', (html, inert) => {
    expect(inertControls(html)).toBe(inert);
  });

  it('refuses a shell without the empty root', () => {
    expect(() => fillShell('<div id="root">x</div>', { html: '', route: '/login', lang: 'en' }, 'X')).toThrow();
  });

  it.each([
    ['<h1>Sign in</h1><form><input name="username"/></form>', []],
    ['<script src="/assets/x.js"></script>', []],
    ['<script>scrollTo(0,0)</script>', ['inline <script>']],
    ['<span style="position:absolute">Language</span>', ['style attribute style="position:absolute"']],
    ['<p data-style="x">not a style</p>', []],
  ])('finds what the CSP would block in %s', (html, problems) => {
    expect(cspProblems(html)).toEqual(problems);
  });
});
