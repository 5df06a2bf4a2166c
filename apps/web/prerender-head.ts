import { createHash } from 'node:crypto';

/**
 * The head of a prerendered page (issue 22: its largest paint waits for nothing but the HTML and one
 * stylesheet). The shell's head, as Vite writes it, asks for the entry script, seven modulepreloads and the
 * stylesheets at once; on a slow link they share the bandwidth, and the page is drawn only when the last
 * stylesheet is in. The prerendered page instead links:
 *
 * - **one stylesheet** (`pageStylesheet`): the shell's own and every one the page's classes need, joined in
 *   the app's order into `assets/page-<hash>.css` (one request instead of six, render-blocking first);
 * - the joined files as **disabled links** (`<link rel="stylesheet" disabled>`, never fetched): Vite's
 *   preload helper finds them and does not fetch a lazy chunk's stylesheet the page already has, and
 *   react-aria finds its `react-aria-pressable-style` element;
 * - **a boot module** (`bootModule`) instead of the entry and its modulepreloads: after the page's first
 *   contentful paint it adds the modulepreloads and imports the entry, so the framework's download starts
 *   when the page is on screen and does not compete with the stylesheet. A hidden tab (no paint to wait
 *   for) and a browser without paint timing start at once; 3 s is the last resort.
 */

/** A file the prerender adds to the build. */
export type Asset = { file: string; text: string };

// Named as Vite names its chunks (8 characters of hash), so what reads the build's names, such as Lighthouse's
// fingerprint (tooling/lighthouse measured-files.ts), treats these files as it treats Vite's.
const hashed = (name: string, ext: string, text: string): Asset => ({
  file: `assets/${name}-${createHash('sha256').update(text).digest('base64url').slice(0, 8)}.${ext}`,
  text,
});

/** A stylesheet the page joins: its address (no leading slash) and react-aria's id where it has one. */
export type Sheet = { href: string; id?: string };

const attribute = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];

/** The shell's stylesheet links in document order (hrefs without the leading slash). */
export function shellStylesheets(shell: string): Sheet[] {
  return [...shell.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].map(([tag]) => {
    const id = attribute(tag, 'id');
    return { href: (attribute(tag, 'href') ?? '').replace(/^\//, ''), ...(id ? { id } : {}) };
  });
}

/** The page's one stylesheet: `files` (the shell's first, then the page's, in the app's order) joined. */
export function pageStylesheet(files: readonly string[], read: (file: string) => string): Asset {
  return hashed('page', 'css', files.map((file) => `/* ${file} */\n${read(file).trim()}\n`).join(''));
}

/** The module that starts the app after the first contentful paint (see above). */
export function bootModule(entry: string, preloads: readonly string[]): Asset {
  const text = `// apps/web prerender-head.ts: the app starts once the page is on screen.
let started = false;
const start = () => {
  if (started) return;
  started = true;
  for (const href of ${JSON.stringify(preloads)}) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  import(${JSON.stringify(entry)});
};
if (document.visibilityState === 'hidden' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) start();
else {
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  document.addEventListener('visibilitychange', start, { once: true });
  setTimeout(start, 3000);
}
`;
  return hashed('boot', 'js', text);
}

/** The entry module and its modulepreloads as Vite wrote them into the shell. */
export function shellScripts(shell: string): { entry: string; preloads: string[] } {
  const entry = shell.match(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/)?.[1];
  if (!entry) throw new Error('index.html has no module entry script');
  const preloads = [...shell.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g)].map(
    ([tag]) => attribute(tag, 'href') ?? '',
  );
  return { entry, preloads };
}

/**
 * The page's head: the shell's scripts, modulepreloads and stylesheet links (and the comment on
 * react-aria's) give way to the one stylesheet, the disabled links of what it joins, and the boot module.
 */
export function pageHead(
  document: string,
  head: { stylesheet: string; joined: readonly Sheet[]; boot: string; entry: string },
): string {
  const links = [
    `<link rel="stylesheet" href="/${head.stylesheet}">`,
    ...head.joined.map(({ href, id }) => `<link rel="stylesheet" href="/${href}"${id ? ` id="${id}"` : ''} disabled>`),
    // data-entry: auth's update check compares the entry with the deployed index.html's.
    `<script type="module" src="/${head.boot}" data-entry="${head.entry}"></script>`,
  ];
  const end = document.indexOf('</head>');
  if (end < 0) throw new Error('index.html has no </head>');
  // Only the head: the body's comments are React's Suspense markers.
  const shellHead = document
    .slice(0, end)
    .replace(/[ \t]*<!--[\s\S]*?-->\n?/g, '')
    .replace(/[ \t]*<script\b[^>]*\bsrc="[^"]*"[^>]*><\/script>\n?/g, '')
    .replace(/[ \t]*<link\b[^>]*\brel="(?:modulepreload|stylesheet)"[^>]*>\n?/g, '')
    .trimEnd();
  return `${shellHead}\n${links.map((link) => `    ${link}\n`).join('')}  ${document.slice(end)}`;
}
