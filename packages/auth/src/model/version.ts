/**
 * The entry script of a built index.html (Vite: `<script type="module" crossorigin src="/assets/index-<hash>.js">`).
 * Its hashed name changes with every build that changes the app, so it identifies the version.
 */
export function entryScriptOf(html: string): string | undefined {
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    if (!/\btype=["']?module["']?/i.test(tag)) continue;
    const src = tag.match(/\bsrc=["']([^"']+)["']/i)?.[1];
    if (src) return src;
  }
  return undefined;
}

/** A new version is out when both entries are known and differ (an unreadable answer is no news). */
export function isNewVersion(current: string | undefined, latest: string | undefined): boolean {
  return current !== undefined && latest !== undefined && current !== latest;
}
