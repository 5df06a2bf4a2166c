import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The part of Vite's build manifest this reads: each source's output file and what it imports. */
export interface ManifestEntry {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}
export type Manifest = Record<string, ManifestEntry>;

/**
 * The route files whose screens Lighthouse measures: /login (which the mobile preset ends on /scp-mobile)
 * and /home after sign-in. The shell's own routes (apps/web/src/routes) are always measured.
 */
export const measuredRouteSources = [
  'packages/auth/src/routes/public/login.tsx',
  'packages/auth/src/routes/public/scp-mobile.tsx',
  'packages/accounts/src/routes/session/home.tsx',
];

const isRouteScreen = (key: string) => key.includes('?tsr-split=');
const isShellRoute = (key: string) => key.startsWith('src/routes/');

/**
 * The build's files the measured pages can load: from the entry, every static import, and every lazy import
 * except other routes' screens (a card screen is not on /login or /home). Missing route sources fail, so a moved
 * route file cannot silently drop out of the measurement.
 */
export function measuredChunks(
  manifest: Manifest,
  routeSources: readonly string[] = measuredRouteSources,
): Set<string> {
  const keys = Object.keys(manifest);
  for (const source of routeSources)
    if (!keys.some((key) => key.includes(source))) throw new Error(`no chunk of ${source} in the build's manifest`);
  const measured = (key: string) => isShellRoute(key) || routeSources.some((source) => key.includes(source));
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || seen.has(key)) return;
    seen.add(key);
    for (const file of [entry.file, ...(entry.css ?? []), ...(entry.assets ?? [])]) files.add(file);
    for (const imported of entry.imports ?? []) visit(imported);
    for (const lazy of entry.dynamicImports ?? []) if (!isRouteScreen(lazy) || measured(lazy)) visit(lazy);
  };
  for (const key of keys) if (manifest[key]?.isEntry) visit(key);
  return files;
}

/**
 * A file's text with the content hashes of the build's file names taken out (`card-AbC12_x9.js` → `card.js`):
 * 8 characters, Vite's and the prerender's own (its boot module and joined stylesheet). The boot module once had
 * 10 and kept its hash here, so every page's HTML changed with any chunk of the app and a change to one feature's
 * screen reran Lighthouse.
 */
export function withoutFileHashes(text: string): string {
  return text.replace(/-[A-Za-z0-9_-]{8}(\.(?:js|css|svg|png|webp|woff2?))\b/g, '$1');
}

/**
 * What decides the measured pages of one build, one line per file: its name and the hash of its text, both
 * without the build's file-name hashes (a lazy card screen's new hash changes the name its importer writes,
 * not what the measured pages run). Every file of the build counts except other routes' chunks, compressed
 * copies, source maps and the manifest, so the prerendered pages and their stylesheets count too.
 */
export function fingerprint(distDir: string, routeSources: readonly string[] = measuredRouteSources): string {
  const manifest: Manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'));
  const measured = measuredChunks(manifest, routeSources);
  const unmeasured = new Set(Object.values(manifest).flatMap((entry) => [entry.file, ...(entry.css ?? [])]));
  for (const file of measured) unmeasured.delete(file);
  const lines = (readdirSync(distDir, { recursive: true }) as string[])
    .filter((file) => /\.(js|css|html|json|svg)$/.test(file) && !file.startsWith('.vite') && !unmeasured.has(file))
    .map((file) => {
      const text = withoutFileHashes(readFileSync(join(distDir, file), 'utf8'));
      return `${withoutFileHashes(file)} ${createHash('sha256').update(text).digest('hex').slice(0, 16)}`;
    });
  return `${lines.sort().join('\n')}\n`;
}
