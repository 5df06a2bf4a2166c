// @vitest-environment node
import { type KycGuardInput, kycRedirect } from './kyc-guard';

const base: KycGuardInput = {
  pathname: '/home',
  isAdmin: false,
  customerNeedsKyc: false,
  actingForCompany: false,
  companyNeedsKyc: false,
};

describe('kycRedirect: a pending KYC requirement forces the KYC page', () => {
  test.each<[string, Partial<KycGuardInput>, string | undefined]>([
    ['nothing pending', {}, undefined],
    ['own KYC pending: the KYC page is told why', { customerNeedsKyc: true }, '/kyc?reason=kycRequired'],
    ['already on the KYC page', { customerNeedsKyc: true, pathname: '/kyc' }, undefined],
    ['a KYC sub-page', { customerNeedsKyc: true, pathname: '/kyc/identity' }, undefined],
    ['profile update comes before KYC', { customerNeedsKyc: true, pathname: '/profile-update' }, undefined],
    ['the terms page stays readable', { customerNeedsKyc: true, pathname: '/legal' }, undefined],
    [
      'a look-alike path is not allowed',
      { customerNeedsKyc: true, pathname: '/kyc-bypass' },
      '/kyc?reason=kycRequired',
    ],
    ['settings are not allowed', { customerNeedsKyc: true, pathname: '/setting' }, '/kyc?reason=kycRequired'],
    [
      "acting for a company: its KYC decides, and the page says it is the company's",
      { actingForCompany: true, companyNeedsKyc: true },
      '/kyc?reason=companyKycRequired',
    ],
    [
      'acting for a verified company: own KYC is not asked',
      { actingForCompany: true, customerNeedsKyc: true },
      undefined,
    ],
    [
      'company documents stay open for a company in KYC',
      { actingForCompany: true, companyNeedsKyc: true, pathname: '/company-documents' },
      undefined,
    ],
    ['an admin is not forced', { isAdmin: true, customerNeedsKyc: true }, undefined],
    [
      'an admin acting for a company in KYC is',
      { isAdmin: true, actingForCompany: true, companyNeedsKyc: true },
      '/kyc?reason=companyKycRequired',
    ],
  ])('%s', (_label, input, expected) => {
    expect(kycRedirect({ ...base, ...input })).toBe(expected);
  });
});
