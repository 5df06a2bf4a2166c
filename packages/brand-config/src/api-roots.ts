import type { ApiRoots, SandboxApiRoots } from './api-schema.ts';
import type { Brand } from './schema.ts';

/** `sandbox` (apps/sandbox, the default), `production`, or `staging-<number>`. */
export type ApiEnvironment = 'sandbox' | 'production' | `staging-${number}`;

/** The environments a brand can point at, in the form `apiRootsFor` accepts. */
export function apiEnvironmentNames(brand: Pick<Brand, 'apiBaseUrls'>): ApiEnvironment[] {
  return ['sandbox', 'production', ...brand.apiBaseUrls.staging.map((s) => `staging-${s.number}` as const)];
}

/** The API roots of one environment of a brand; throws naming the valid environments. */
export function apiRootsFor(brand: Pick<Brand, 'id' | 'apiBaseUrls'>, environment: string): ApiRoots | SandboxApiRoots {
  const { sandbox, production, staging } = brand.apiBaseUrls;
  if (environment === 'sandbox') return sandbox;
  if (environment === 'production') return production;
  const variant = staging.find((s) => `staging-${s.number}` === environment);
  if (variant) {
    const { number: _number, ...roots } = variant;
    return roots;
  }
  throw new Error(
    `Unknown API environment "${environment}" for brand "${brand.id}": use one of ${apiEnvironmentNames(brand).join(', ')}`,
  );
}
