import { fileURLToPath } from 'node:url';
import { index, physical, rootRoute } from '@tanstack/virtual-file-routes';

/**
 * The packages that own routes. Each package's `src/routes` folder is merged into the app's one
 * typed route tree at the root of the URL space (the spec's routes have no package prefix).
 * A package joins with one line here (and a dependency in package.json).
 */
export const routePackages = ['auth'] as const;

/** Absolute paths of the package route folders (watched by the dev server, listed by tests). */
export const packageRouteDirs = routePackages.map((name) =>
  fileURLToPath(new URL(`../../packages/${name}/src/routes`, import.meta.url)),
);

// physical() folders are relative to routesDirectory (src/routes), hence the '../../../../'.
export const routes = rootRoute('__root.tsx', [
  index('index.tsx'),
  ...routePackages.map((name) => physical('', `../../../../packages/${name}/src/routes`)),
]);

export default routes;
