/**
 * The dependency direction of DESIGN.md as data: which workspace package may import which.
 * Imports point down only; a feature never imports another feature.
 */
export type Role = 'base' | 'auth' | 'accounts' | 'feature' | 'app' | 'server' | 'tooling';

/** Base packages may use only the base packages named here (no cycles among them). */
export const baseImports: Record<string, readonly string[]> = {
  'brand-config': [],
  i18n: ['brand-config'],
  'api-client': ['brand-config'],
  ui: ['i18n', 'brand-config'],
};

/**
 * The one kind of feature-to-feature import allowed: a feature whose issue builds on another's flow (invoices are
 * paid through transfers' approval popup and submit). Named here, edge by edge; everything else stays apart.
 */
export const featureBuildsOn: Record<string, readonly string[]> = {
  invoices: ['transfers'],
};

const rank: Partial<Record<Role, number>> = { base: 0, auth: 1, accounts: 2, feature: 3 };

export type Workspace = Record<string, Role>;

/** Why `from` may not import `to` (with the import's subpath), or null when it may. */
export function importViolation(ws: Workspace, from: string, to: string, subpath = ''): string | null {
  const fromRole = ws[from];
  const toRole = ws[to];
  if (!fromRole || !toRole) return `unknown package ${!fromRole ? from : to}`;
  if (from === to) return null;
  // Tooling (tests, budget, scripts) may depend on anything, apps included, to build and run them.
  if (fromRole === 'tooling') return null;
  if (toRole === 'app' || toRole === 'server') return `${from} imports the application ${to}: nothing imports an app`;
  if (fromRole === 'app') return null;
  if (fromRole === 'server') {
    const reactFree = to === 'api-client' || to === 'brand-config';
    return subpath === 'api' || reactFree
      ? null
      : `${from} may import only packages' /api schemas (and api-client, brand-config), not @paydeck/${to}${subpath ? `/${subpath}` : ''}`;
  }
  if (toRole === 'tooling') return null;
  if (fromRole === 'base') {
    return toRole === 'base' && baseImports[from]?.includes(to)
      ? null
      : `${from} (base) may import only ${baseImports[from]?.join(', ') || 'no workspace package'}, not ${to}`;
  }
  if (fromRole === 'feature' && toRole === 'feature')
    return featureBuildsOn[from]?.includes(to)
      ? null
      : `feature ${from} imports feature ${to}: features never import each other`;
  const fromRank = rank[fromRole] ?? 0;
  const toRank = rank[toRole] ?? 0;
  return toRank < fromRank ? null : `${from} (${fromRole}) imports ${to} (${toRole}): imports must point down`;
}
