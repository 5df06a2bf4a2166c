import type { Plugin } from 'vite';

/**
 * The Content-Security-Policy of the production build: scripts, styles, fonts and API calls only from
 * our own origin (the API roots are served same-origin), images also as data: URLs (brand logo, QR codes).
 * No inline scripts, no eval. Development (Vite's HMR needs inline code) runs without it.
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Headers the preview server (e2e, `npm start`) sends, as a real deployment would. */
export const securityHeaders = {
  'Content-Security-Policy': contentSecurityPolicy,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
};

/** Writes the policy into the built index.html too (frame-ancestors works only as a header). */
export function cspMetaPlugin(): Plugin {
  const metaPolicy = contentSecurityPolicy.replace("; frame-ancestors 'none'", '');
  return {
    name: 'paydeck-csp-meta',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: metaPolicy },
        injectTo: 'head-prepend',
      },
    ],
  };
}
