/**
 * The sandbox API (apps/sandbox) answers on these roots. Every server of the app (Vite's dev server,
 * apps/server in production) forwards them same-origin, so the Content-Security-Policy can stay at 'self'.
 */
export const apiRoots = ['/api', '/auth', '/device-api', '/contracts', '/helpdesk', '/__sandbox'] as const;

/** Pages of the app under an API root (identity spec 2.2 names the partner consent page auth/sei): never forwarded. */
export const appPagesUnderApiRoots = ['/auth/sei'] as const;
