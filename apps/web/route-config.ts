import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { index, layout, physical, rootRoute } from '@tanstack/virtual-file-routes';

/**
 * The packages that own routes. A package joins with one line here (and a dependency in package.json).
 * Its `src/routes/public/` folder is merged at the root of the URL space (no session needed), its
 * `src/routes/session/` folder under the `_session` layout, whose guard (from @paydeck/auth) sends a
 * person without a session to login. The spec's routes have no package prefix.
 */
export const routePackages = [
  'auth',
  'accounts',
  'cards',
  'kyc',
  'registration',
  'transfers',
  'invoices',
  'merchant',
  'contracts',
  'support',
] as const;

const access = ['public', 'session'] as const;
const folder = (name: string, kind: (typeof access)[number]) => `../../packages/${name}/src/routes/${kind}`;
const absolute = (relativeToHere: string) => fileURLToPath(new URL(relativeToHere, import.meta.url));
const mounted = (kind: (typeof access)[number]) =>
  routePackages.filter((name) => existsSync(absolute(folder(name, kind))));

/** Absolute paths of the package route folders (watched by the dev server, listed by tests). */
export const packageRouteDirs = routePackages.map((name) => absolute(`../../packages/${name}/src/routes`));

// physical() folders are relative to routesDirectory (src/routes), hence the extra '../../'.
export const routes = rootRoute('__root.tsx', [
  index('index.tsx'),
  ...mounted('public').map((name) => physical('', `../../${folder(name, 'public')}`)),
  layout('session', 'session.tsx', [
    ...mounted('session').map((name) => physical('', `../../${folder(name, 'session')}`)),
  ]),
]);

export default routes;
