// Workspace packages are TypeScript source written for bundlers: their relative imports carry no extension
// (`'./card-rules'`). The sandbox runs the packages' React-free `/api` entries (the contract, and the card
// rules it enforces) directly under Node, which resolves relative imports only as written. Loaded with
// `node --import` by the scripts that run the server, the seed and the bench: a relative import that is not
// found is tried again with `.ts` and `/index.ts`. Vitest resolves them by itself.
import { registerHooks } from 'node:module';

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      const notFound = (error as { code?: string }).code === 'ERR_MODULE_NOT_FOUND';
      if (!notFound || !specifier.startsWith('.')) throw error;
      for (const suffix of ['.ts', '/index.ts']) {
        try {
          return nextResolve(`${specifier}${suffix}`, context);
        } catch {}
      }
      throw error;
    }
  },
});
