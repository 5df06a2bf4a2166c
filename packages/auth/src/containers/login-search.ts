// Read by the /login route's validateSearch, so part of the first paint: plain checks, not valibot
// (the route definitions stay light; see the README's "Search params").

/** The sign-in page's entry parameters (identity spec 2.2) and the reason of a logout. */
export interface LoginSearch {
  code?: string;
  codeVerifier?: string;
  fromCustomerId?: number;
  emailConfirmation?: 'success' | 'fail';
  reason?: 'sessionExpired';
}

/** A code of 1 to 512 characters (a number is read as its text). */
const secret = (value: unknown): string | undefined => {
  const text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
  return text && text.length <= 512 ? text : undefined;
};

/** A PKCE code verifier (RFC 7636: 43 to 128 unreserved characters). */
const verifier = (value: unknown): string | undefined =>
  typeof value === 'string' && /^[A-Za-z0-9\-._~]{43,128}$/.test(value) ? value : undefined;

const positiveInt = (value: unknown): number | undefined => {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : 0;
  return Number.isSafeInteger(number) && number >= 1 ? number : undefined;
};

/** Anything unexpected is dropped, never an error page. */
export function parseLoginSearch(input: Record<string, unknown>): LoginSearch {
  const search: LoginSearch = {};
  const code = secret(input.code);
  const codeVerifier = verifier(input.codeVerifier);
  if (code && codeVerifier) Object.assign(search, { code, codeVerifier });
  const fromCustomerId = positiveInt(input.fromCustomerId);
  if (fromCustomerId !== undefined) search.fromCustomerId = fromCustomerId;
  if (input.emailConfirmation === 'success' || input.emailConfirmation === 'fail') {
    search.emailConfirmation = input.emailConfirmation;
  }
  if (input.reason === 'sessionExpired') search.reason = 'sessionExpired';
  return search;
}
