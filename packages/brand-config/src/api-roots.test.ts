// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { apiEnvironmentNames, apiRootsFor } from './api-roots.ts';
import { SANDBOX_API_ROOTS } from './vocabulary.ts';

const roots = (host: string) => ({
  api: `https://api.${host}/v1`,
  auth: `https://auth.${host}`,
  contracts: `https://contracts.${host}`,
  helpdesk: `https://helpdesk.${host}`,
  realtime: `wss://ws.${host}`,
});
const brand = {
  id: 'wallet',
  apiBaseUrls: {
    sandbox: { ...SANDBOX_API_ROOTS },
    production: roots('x.example'),
    staging: [
      { number: 1, ...roots('staging1.x.example') },
      { number: 3, ...roots('staging3.x.example') },
    ],
  },
};

describe('apiRootsFor', () => {
  test.each([
    ['sandbox', SANDBOX_API_ROOTS],
    ['production', roots('x.example')],
    ['staging-1', roots('staging1.x.example')],
    ['staging-3', roots('staging3.x.example')],
  ])('%s gives its own roots', (environment, expected) => {
    expect(apiRootsFor(brand, environment)).toEqual(expected);
  });

  test.each(['staging-2', 'staging', 'prod', ''])('refuses "%s", naming the valid environments', (environment) => {
    expect(() => apiRootsFor(brand, environment)).toThrow(
      `Unknown API environment "${environment}" for brand "wallet": use one of sandbox, production, staging-1, staging-3`,
    );
  });

  test('names every environment of a brand', () => {
    expect(apiEnvironmentNames(brand)).toEqual(['sandbox', 'production', 'staging-1', 'staging-3']);
  });
});
