import { bootModule, pageHead, pageStylesheet, shellScripts, shellStylesheets } from './prerender-head';

const shell = `<!doctype html>
<html lang="en">
  <head>
    <meta http-equiv="Content-Security-Policy" content="script-src 'self'">
    <title>Paydeck</title>
    <!-- Stands in for react-aria's injected <style>. -->
    <link id="react-aria-pressable-style" rel="stylesheet" href="/react-aria-pressable.css" />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-def.js">
    <link rel="modulepreload" crossorigin href="/assets/routes-ghi.js">
    <link rel="stylesheet" crossorigin href="/assets/routes-jkl.css">
  </head>
  <body><div id="root"><main><!--$--><h1>Sign in</h1><!--/$--></main></div></body>
</html>`;

describe('the head of a prerendered page', () => {
  it('reads the shell’s stylesheets in order, with react-aria’s id', () => {
    expect(shellStylesheets(shell).map(({ href, id }) => ({ href, id }))).toEqual([
      { href: 'react-aria-pressable.css', id: 'react-aria-pressable-style' },
      { href: 'assets/routes-jkl.css', id: undefined },
    ]);
  });

  it('reads the entry and its modulepreloads', () => {
    expect(shellScripts(shell)).toEqual({
      entry: '/assets/index-abc.js',
      preloads: ['/assets/framework-def.js', '/assets/routes-ghi.js'],
    });
    expect(() => shellScripts('<head></head>')).toThrow();
  });

  it('joins the stylesheets in the given order into one hashed file', () => {
    const css: Record<string, string> = { 'a.css': '.a{color:red}\n', 'b.css': '.b{color:blue}' };
    const joined = pageStylesheet(['b.css', 'a.css'], (file) => css[file] ?? '');
    expect(joined.text).toBe('/* b.css */\n.b{color:blue}\n/* a.css */\n.a{color:red}\n');
    expect(joined.file).toMatch(/^assets\/page-[\w-]{8}\.css$/);
    expect(pageStylesheet(['a.css', 'b.css'], (file) => css[file] ?? '').file).not.toBe(joined.file);
  });

  it('writes a boot module that preloads and imports the entry after the first contentful paint', () => {
    const boot = bootModule('/assets/index-abc.js', ['/assets/framework-def.js']);
    expect(boot.file).toMatch(/^assets\/boot-[\w-]{8}\.js$/);
    expect(boot.text).toContain('["/assets/framework-def.js"]');
    expect(boot.text).toContain('import("/assets/index-abc.js")');
    expect(boot.text).toContain("getEntriesByName('first-contentful-paint')");
  });

  it('links one stylesheet, the joined files disabled, and the boot module instead of the entry', () => {
    const joined = shellStylesheets(shell);
    const page = pageHead(shell, {
      stylesheet: 'assets/page-1.css',
      joined,
      boot: 'assets/boot-2.js',
      entry: '/assets/index-abc.js',
    });
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head.replace('data-entry="/assets/index-abc.js"', '')).not.toMatch(
      /modulepreload|index-abc|<!--|crossorigin/,
    );
    expect(head).toContain('<meta http-equiv="Content-Security-Policy"');
    expect([...head.matchAll(/<(?:link|script)\b[^>]*>/g)].map(([tag]) => tag)).toEqual([
      '<link rel="stylesheet" href="/assets/page-1.css">',
      '<link rel="stylesheet" href="/react-aria-pressable.css" id="react-aria-pressable-style" disabled>',
      '<link rel="stylesheet" href="/assets/routes-jkl.css" disabled>',
      '<script type="module" src="/assets/boot-2.js" data-entry="/assets/index-abc.js">',
    ]);
    // React's Suspense markers in the body stay.
    expect(page).toContain('<main><!--$--><h1>Sign in</h1><!--/$--></main>');
  });
});
