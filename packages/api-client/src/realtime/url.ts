/**
 * `/ws` (same origin), `https://host/ws` or `wss://host/ws` → `ws(s)://host/ws?token=…`, with `&lang=…` (the
 * interface language the server writes notifications in) when given.
 */
export function realtimeUrl(
  url: string,
  token: string,
  location?: { protocol: string; host: string },
  lang?: string,
): string {
  let absolute = url;
  if (url.startsWith('/')) {
    if (!location) throw new Error(`A relative realtime URL (${url}) needs a page location`);
    absolute = `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${url}`;
  }
  absolute = absolute.replace(/^http(s?):/, 'ws$1:');
  const separator = absolute.includes('?') ? '&' : '?';
  const language = lang ? `&lang=${encodeURIComponent(lang)}` : '';
  return `${absolute}${separator}token=${encodeURIComponent(token)}${language}`;
}
