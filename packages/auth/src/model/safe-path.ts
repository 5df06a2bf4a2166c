const probeOrigin = 'https://paydeck.invalid';

/** Characters refused anywhere: backslashes, whitespace and controls (browsers drop tabs and newlines). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
const refusedCharacters = /[\\\s\u0000-\u001f\u007f]/;
/** Encoded slashes, backslashes and controls, also double-encoded (`%252f` decodes to `%2f`). */
const refusedEncodings = /%(25)*(2f|5c|09|0a|0d|00)/i;

/** The rules a path must pass as written and again after normalisation. */
function isPlainPath(value: string): boolean {
  return (
    value.startsWith('/') && !value.startsWith('//') && !refusedCharacters.test(value) && !refusedEncodings.test(value)
  );
}

/**
 * A path inside this app, safe to navigate to after sign-in; anything else is refused (undefined).
 * The value is normalised first (dot segments, `%2e`) and the result is checked, so `/.//evil.example`
 * cannot become the protocol-relative `//evil.example`. Refused: not starting with exactly one "/",
 * protocol-relative ("//host", "/\host"), any backslash, a scheme, whitespace or control characters
 * (browsers drop tabs and newlines, so "/\t/host" would become "//host"), percent-encoded (or
 * double-encoded) slashes or backslashes, and the sign-in page itself (a loop).
 */
export function safeInternalPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return undefined;
  if (!isPlainPath(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, probeOrigin);
  } catch {
    return undefined;
  }
  if (url.origin !== probeOrigin) return undefined;
  const normalised = `${url.pathname}${url.search}${url.hash}`;
  if (!isPlainPath(normalised)) return undefined;
  if (url.pathname === '/login' || url.pathname.startsWith('/login/')) return undefined;
  return normalised;
}
