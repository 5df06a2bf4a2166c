import * as v from 'valibot';
import { sameOriginRoots } from './constants.ts';

/**
 * Where the server's download links live: `<api root>/files/<token>` (PROTOCOL.md, "Downloads"). The token
 * is URL-safe (base64url parts joined by dots); nothing else may follow it but a query.
 */
const filesSegment = 'files/';
const tokenPattern = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/;
/** Characters and encodings that could make the browser resolve the link elsewhere than it reads. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
const refused = /[\\\s\u0000-\u001f\u007f]|%(25)*(2f|5c|2e)/i;
const probeOrigin = 'https://paydeck.invalid';

/**
 * Whether `value` is a download link of this API: the answer's link, resolved the way the browser will,
 * lands on `<apiRoot>/files/<token>` of the API's own origin. Refused: other origins (also
 * protocol-relative `//host` and `/\host`), credentials in the URL, paths that leave the files area by dot
 * segments, encoded slashes, backslashes, whitespace, and anything after the token but a query.
 * A relative `apiRoot` ("/api", the same-origin roots) and the link are resolved against `base` (the page).
 */
export function isDownloadUrl(
  value: unknown,
  apiRoot: string = sameOriginRoots.api,
  base: string = probeOrigin,
): boolean {
  if (typeof value !== 'string' || value.length === 0 || value.length > 4096 || refused.test(value)) return false;
  // An absolute path or an absolute http(s) URL; a relative reference would depend on the page it is on.
  if (!/^(\/(?!\/)|https?:\/\/)/i.test(value)) return false;
  let root: URL;
  let url: URL;
  try {
    root = new URL(apiRoot.endsWith('/') ? apiRoot : `${apiRoot}/`, base);
    // Resolved as the browser will: against the page, not the API root.
    url = new URL(value, base);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (url.origin !== root.origin || url.username !== '' || url.password !== '' || url.hash !== '') return false;
  const filesPath = `${root.pathname}${filesSegment}`;
  if (!url.pathname.startsWith(filesPath)) return false;
  // The link as written must already be that path: no dot segments the parser would remove.
  if (/(^|\/)\.\.?(\/|$)/.test(value.split('?')[0] ?? '')) return false;
  return tokenPattern.test(url.pathname.slice(filesPath.length));
}

/**
 * A download link in an answer (statements, exports, batch files): only a link to this API's files
 * area passes (isDownloadUrl); anything else makes the answer malformed instead of a link to elsewhere.
 */
export const downloadUrlSchema = (apiRoot: string = sameOriginRoots.api) =>
  v.pipe(
    v.string(),
    v.check((value) => isDownloadUrl(value, apiRoot), 'not a download link of this API'),
  );

/** The links of the same-origin API root ("/api"): what the web app calls in every environment it is served in. */
export const DownloadUrlSchema = downloadUrlSchema();
