import { securityHeaders } from '@paydeck/web/csp.ts';

/** Hashed build output (Vite's `assets/name-hash.ext`): its name changes whenever its content does. */
export const isHashedAsset = (path: string) => /^\/assets\/[^/]+-[\w-]{8,}\.\w+$/.test(path);

export const immutable = 'public, max-age=31536000, immutable';
/** HTML and unhashed files (favicon, react-aria's stylesheet): always revalidated, so a release shows at once. */
export const revalidate = 'no-cache';

/** One year, subdomains included: a bank's site is https only once it has been reached over https. */
export const strictTransportSecurity = 'max-age=31536000; includeSubDomains';

/**
 * The headers every answer carries: apps/web's Content-Security-Policy (the same object `vite preview`
 * sent), nosniff and the referrer policy; HSTS only when the request came over https (TLS here, or a
 * TLS-terminating proxy in front that says so in `X-Forwarded-Proto`), since browsers ignore it over http
 * and a local http server must stay reachable.
 */
export function securityHeadersFor(request: { url: string; forwardedProto?: string | undefined }) {
  const proto = request.forwardedProto?.split(',')[0]?.trim().toLowerCase();
  const https = proto ? proto === 'https' : new URL(request.url).protocol === 'https:';
  return https ? { ...securityHeaders, 'Strict-Transport-Security': strictTransportSecurity } : { ...securityHeaders };
}
