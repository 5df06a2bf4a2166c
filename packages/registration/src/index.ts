// The public face of @paydeck/registration. Its screens are reached only through its routes (src/routes, merged
// into the app's tree by apps/web/route-config.ts); the sandbox reads the contract from `@paydeck/registration/api`.
// Nothing else is shared: see README.md.
export {};
