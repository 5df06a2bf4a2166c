/** `root` + optional `path` + query. A relative root ("/api") stays relative: the browser resolves it. */
export function buildUrl(
  root: string,
  path = '',
  query: Record<string, string | number | boolean | undefined> = {},
): string {
  const base = root.replace(/\/+$/, '');
  const tail = path.replace(/^\/+/, '');
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) search.append(key, String(value));
  }
  const qs = search.toString();
  return `${tail ? `${base}/${tail}` : base}${qs ? `?${qs}` : ''}`;
}
