// The e-signature flow's rule: which signing page the app may send the person to.

/**
 * A signing page the app may leave for: a page of the app's own origin (the sandbox's signing page is served
 * under /api) or an https page. Anything else (javascript:, data:, plain http elsewhere, credentials in the
 * URL) is refused: the answer's link is not trusted blindly.
 */
export function signPageUrl(value: string, pageOrigin: string): string | null {
  let url: URL;
  try {
    url = new URL(value, pageOrigin);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  if (url.origin === new URL(pageOrigin).origin) return url.href;
  return url.protocol === 'https:' ? url.href : null;
}
