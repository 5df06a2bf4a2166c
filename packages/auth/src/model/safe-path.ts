const probeOrigin = 'https://paydeck.invalid';

/**
 * A path inside this app, safe to navigate to after sign-in; anything else is refused (undefined).
 * Refused: not starting with exactly one "/", protocol-relative ("//host", "/\host"), any backslash,
 * a scheme, whitespace or control characters (browsers drop tabs and newlines, so "/\t/host" would
 * become "//host"), percent-encoded slashes or backslashes, and the sign-in page itself (a loop).
 */
export function safeInternalPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return undefined;
  if (!value.startsWith('/') || value.startsWith('//')) return undefined;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\\\s\u0000-\u001f\u007f]/.test(value)) return undefined;
  if (/%(2f|5c|09|0a|0d|00)/i.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, probeOrigin);
  } catch {
    return undefined;
  }
  if (url.origin !== probeOrigin) return undefined;
  if (url.pathname === '/login' || url.pathname.startsWith('/login/')) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
