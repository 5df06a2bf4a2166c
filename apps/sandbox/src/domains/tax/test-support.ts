// What the tax tests share: the answers boris gives for Northwind, a person's answers, and the signing page
// driven as a browser does (GET the page, POST its form, follow nothing: the 303 says where it returns).
import type { TestSandbox } from '../../test/harness.ts';

export const northwindAnswers = (overrides: Record<string, unknown> = {}) => ({
  name: 'Northwind Media Ltd',
  registrationCountryCode: 'GB',
  entityType: 'general',
  isFinancialInstitution: false,
  isPubliclyTraded: false,
  isOwnPubliclyTradedCompany: false,
  isEarnPassiveIncome: false,
  hasUSIndicia: false,
  isUSTaxPayer: false,
  isDisregardedEntity: false,
  taxIds: [{ countryCode: 'GB', taxId: '1234567890' }],
  controllingPersons: [],
  ...overrides,
});

export const personAnswers = (overrides: Record<string, unknown> = {}) => ({
  dateOfBirth: '1982-09-14',
  countryOfBirth: 'DK',
  cityOfBirth: 'Aarhus',
  citizenship: 'DK',
  hasUSIndicia: false,
  isUSTaxPayer: false,
  taxIds: [{ countryCode: 'DK', taxId: '140982-1234' }],
  ...overrides,
});

/** The signing page's URL split into its path and token. */
export function signUrlParts(url: string): { path: string; id: string; token: string } {
  const parsed = new URL(url, 'http://sandbox.test');
  return {
    path: parsed.pathname,
    id: parsed.pathname.split('/').at(-1) ?? '',
    token: parsed.searchParams.get('token') ?? '',
  };
}

/** Posts the signing page's form (Sign or Cancel) as the browser would. */
export async function submitSigning(
  t: TestSandbox,
  url: string,
  fields: { action: 'sign' | 'cancel'; signature?: string; certify?: boolean; token?: string },
): Promise<Response> {
  const { path, token } = signUrlParts(url);
  const body = new URLSearchParams({ token: fields.token ?? token, action: fields.action });
  if (fields.signature !== undefined) body.set('signature', fields.signature);
  if (fields.certify) body.set('certify', 'yes');
  return t.raw(path, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
}
