import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { bootModule, pageHead, pageStylesheet, shellScripts, shellStylesheets } from './prerender-head.ts';

/**
 * The pages a visitor without a session opens by address, drawn at build time. Pages reached only with
 * search parameters (the recovery and activation links' later steps) are left to the app: the server
 * sends a prerendered page only for a bare address. A new public page (the register chooser) joins here.
 */
export const prerenderRoutes = ['/login', '/scp-mobile', '/legal', '/account-recovery/email'];

/** Where the app sends a phone or tablet (auth's loginBeforeLoad): the server sends that page at once. */
export const phoneRoutes = { '/login': '/scp-mobile' };

type Page = { html: string; route: string; lang: string };
type Rendered = { brand: { name: string; defaultLanguage: string }; pages: Page[] };

/**
 * What the strict Content-Security-Policy would block in the HTML, so the page would differ from the
 * app's: inline scripts (only the module entry in <head> is allowed) and style attributes (React sets
 * styles through the CSSOM in the browser, which the policy allows; in HTML they are ignored).
 */
export function cspProblems(html: string): string[] {
  const problems: string[] = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) if (!/\ssrc="/.test(tag)) problems.push(`inline ${tag}`);
  for (const [attribute] of html.matchAll(/\sstyle="[^"]*"/g)) problems.push(`style attribute${attribute}`);
  return problems;
}

/** Draws every route in every language of the brand, in a Node process of its own (the app's timers end with it). */
function renderAll(bundle: string, routes: string[]): Rendered {
  const script = `
    const renderer = await import(${JSON.stringify(pathToFileURL(bundle).href)});
    const pages = [];
    for (const locale of renderer.brand.languages)
      for (const route of ${JSON.stringify(routes)}) pages.push(await renderer.renderPage(route, locale));
    process.stdout.write(JSON.stringify({ brand: renderer.brand, pages }));
    process.exit(0);`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    maxBuffer: 256 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return JSON.parse(out.toString('utf8')) as Rendered;
}

/** `<div id="root">` filled with a page, marked with its route and language for main.tsx's hydration check. */
export function fillShell(shell: string, page: { html: string; route: string; lang: string }, title: string): string {
  const filled = shell
    .replace(/<html lang="[^"]*"/, `<html lang="${page.lang}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${title.replace(/[<&]/g, (c) => (c === '<' ? '&lt;' : '&amp;'))}</title>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-prerendered="${page.route}" data-locale="${page.lang}">${inertControls(page.html)}</div>`,
    );
  if (!filled.includes('data-prerendered')) throw new Error('index.html has no empty <div id="root"></div>');
  return filled;
}

/**
 * Form controls stay disabled until the app has hydrated the page (main.tsx enables them): typed text
 * would otherwise be lost, and a sign-in sent before the script ran would go out as a plain GET with the
 * password in the address. Marked so that only these are enabled again.
 */
export function inertControls(html: string): string {
  return html.replace(
    /<(input|button|select|textarea)\b(?![^>]*\sdisabled[\s=>])/g,
    '<$1 disabled="" data-prerender-inert=""',
  );
}

/** The part of Vite's manifest that says which chunks load together and which stylesheets they bring. */
export type Manifest = Record<
  string,
  { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] }
>;

/**
 * The build's stylesheets in the order the app puts them into the document: the entry's static imports
 * depth first (a chunk's dependencies before it, as Vite links them in index.html), then what each
 * dynamic import brings, in the same way (Vite's preload helper appends them in that order).
 */
export function stylesheetOrder(manifest: Manifest): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  const lazy: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const dep of chunk.imports ?? []) visit(dep);
    for (const css of chunk.css ?? []) if (!order.includes(css)) order.push(css);
    lazy.push(...(chunk.dynamicImports ?? []));
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  for (let i = 0; i < lazy.length; i++) visit(lazy[i] ?? '');
  return order;
}

const classSelector = /\.(-?[_a-zA-Z][\w-]*)/g;

/**
 * The stylesheets a prerendered page needs (in `order`): every one that styles a class the page uses.
 * The app loads a route's styles with its lazy chunk; without them in the HTML the page is drawn
 * unstyled first and moves when they arrive (a layout shift at hydration).
 */
export function pageStylesheets(html: string, sheets: { file: string; css: string }[], order: string[]): string[] {
  const used = new Set<string>();
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g))
    for (const name of value?.split(/\s+/) ?? []) used.add(name);
  const needed = sheets.filter(({ css }) => [...css.matchAll(classSelector)].some(([, name]) => used.has(name ?? '')));
  const rank = (file: string) => (order.includes(file) ? order.indexOf(file) : order.length);
  return needed.map(({ file }) => file).sort((a, b) => rank(a) - rank(b));
}

function writeCompressed(file: string, text: string) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(text, { level: 9 }));
}

/**
 * After the browser build: builds src/prerender/render.tsx for Node with the same plugins (the brand,
 * the catalogs, vanilla-extract's class names), draws every route of `prerenderRoutes` in every language
 * of the brand into `<outDir>/prerender/<lang><route>.html` (with .br and .gz) and lists them in
 * `prerender/pages.json` for apps/server, which picks the page by the visitor's language.
 */
export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'paydeck-prerender',
    apply: (userConfig, { command }) => command === 'build' && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const started = performance.now();
      const outDir = resolve(config.root, config.build.outDir);
      // Inside the app so the bundle's bare imports (react, react-dom/server) resolve from its node_modules.
      const ssrDir = join(config.root, 'node_modules', '.prerender', String(process.pid));
      await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        build: {
          ssr: 'src/prerender/render.tsx',
          outDir: ssrDir,
          emptyOutDir: true,
          manifest: false,
          sourcemap: false,
          copyPublicDir: false,
        },
      });
      try {
        const { brand, pages } = renderAll(join(ssrDir, 'render.js'), prerenderRoutes);
        const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
        const manifest: Manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
        const order = stylesheetOrder(manifest);
        const readCss = (file: string) => readFileSync(join(outDir, file), 'utf8');
        const sheets = order.map((file) => ({ file, css: readCss(file) }));
        // The page's head (prerender-head.ts): one stylesheet, and the app started after the first paint.
        const shellSheets = shellStylesheets(shell);
        const { entry, preloads } = shellScripts(shell);
        const boot = bootModule(entry, preloads);
        const assets = new Map([[boot.file, boot.text]]);
        const locales: string[] = [];
        for (const page of pages) {
          const route = prerenderRoutes.find((r) => page.route === r);
          if (!route) throw new Error(`prerender: a public page led to ${page.route} without a session`);
          const problems = cspProblems(page.html);
          if (problems.length) throw new Error(`prerender: ${route} (${page.lang}) has ${problems.join(', ')}`);
          const own = pageStylesheets(page.html, sheets, order).filter((f) => !shellSheets.some((s) => s.href === f));
          const joined = [...shellSheets, ...own.map((href) => ({ href }))];
          const stylesheet = pageStylesheet(
            joined.map((sheet) => sheet.href),
            readCss,
          );
          assets.set(stylesheet.file, stylesheet.text);
          const document = pageHead(fillShell(shell, page, brand.name), {
            stylesheet: stylesheet.file,
            joined,
            boot: boot.file,
            entry,
          });
          writeCompressed(join(outDir, 'prerender', page.lang, `${route}.html`), document);
          if (!locales.includes(page.lang)) locales.push(page.lang);
        }
        for (const [file, text] of assets) writeCompressed(join(outDir, file), text);
        const defaultLocale = brand.defaultLanguage === 'ua' ? 'uk' : brand.defaultLanguage;
        writeFileSync(
          join(outDir, 'prerender', 'pages.json'),
          `${JSON.stringify({ defaultLocale, locales, routes: prerenderRoutes, phoneRoutes }, null, 2)}\n`,
        );
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        config.logger.info(`prerendered ${prerenderRoutes.length} pages × ${locales.length} languages in ${seconds} s`);
      } finally {
        rmSync(ssrDir, { recursive: true, force: true });
      }
    },
  };
}
