import { cspProblems, fillShell, inertControls, type Manifest, pageStylesheets, stylesheetOrder } from './prerender';

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

  const manifest: Manifest = {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      imports: ['_routes.js'],
      css: ['assets/index.css'],
      dynamicImports: ['login.tsx', 'home.tsx'],
    },
    '_routes.js': { file: 'assets/routes.js', css: ['assets/routes.css'] },
    'login.tsx': { file: 'assets/login.js', imports: ['_page.js', '_field.js'], dynamicImports: ['step.tsx'] },
    'home.tsx': { file: 'assets/home.js', imports: ['_page.js'], css: ['assets/home.css'] },
    '_page.js': { file: 'assets/page.js', imports: ['_routes.js'], css: ['assets/page.css'] },
    '_field.js': { file: 'assets/field.js', imports: ['_page.js'], css: ['assets/field.css'] },
    'step.tsx': { file: 'assets/step.js', css: ['assets/step.css'] },
  };

  it('orders the stylesheets as the app links them: the entry’s first, then each lazy chunk’s, dependencies first', () => {
    expect(stylesheetOrder(manifest)).toEqual([
      'assets/routes.css',
      'assets/index.css',
      'assets/page.css',
      'assets/field.css',
      'assets/home.css',
      'assets/step.css',
    ]);
  });

  it('finds every stylesheet that styles a class of the page, in the app’s order', () => {
    const sheets = [
      { file: 'assets/routes.css', css: '.frame_a{display:flex}' },
      { file: 'assets/page.css', css: '.page_b{padding:1rem}@media (min-width:40em){.page_b{padding:2rem}}' },
      { file: 'assets/field.css', css: '.field_c:focus-visible{outline:2px solid}' },
      { file: 'assets/home.css', css: '.home_d{gap:1rem;background:url(x.svg)}' },
    ];
    const html = '<div class="frame_a"><div class="page_b card"><input class="field_c"/></div></div>';
    const order = stylesheetOrder(manifest);
    const files = pageStylesheets(html, [...sheets].reverse(), order);
    expect(files).toEqual(['assets/routes.css', 'assets/page.css', 'assets/field.css']);
  });
});
