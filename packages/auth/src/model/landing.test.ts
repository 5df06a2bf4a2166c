// @vitest-environment node
import { type LandingAccess, type LandingCustomer, resolveBusinessStart, resolveLanding } from './landing';

const personal: LandingCustomer = { customerType: 0 };
const business: LandingCustomer = { customerType: 2 };
const fullAccess: LandingAccess = { accessRights: 2, taxResidencySelfCertificationDocumentStatus: 'validated' };

describe('resolveLanding: the first applicable of spec 2.3', () => {
  test.each<[string, Parameters<typeof resolveLanding>[0], ReturnType<typeof resolveLanding>]>([
    [
      'old web first, even for an admin',
      { customer: { ...personal, isAdmin: true, useOldWeb: true, oldWebUrl: 'https://old.example/app' } },
      { kind: 'external', url: 'https://old.example/app' },
    ],
    [
      'old web without an address falls through',
      { customer: { ...personal, useOldWeb: true, oldWebUrl: null } },
      { kind: 'internal', path: '/home' },
    ],
    [
      'old web to a non-https address is not followed',
      { customer: { ...personal, useOldWeb: true, oldWebUrl: 'javascript:alert(1)' } },
      { kind: 'internal', path: '/home' },
    ],
    [
      'old web address set but useOldWeb off',
      { customer: { ...personal, useOldWeb: false, oldWebUrl: 'https://old.example' } },
      { kind: 'internal', path: '/home' },
    ],
    [
      'a company asked for (fromCustomerId) goes to its business start page, even for an admin',
      {
        customer: { ...personal, isAdmin: true },
        access: { accessRights: 2, isNeedKyc: true },
        actingForCompany: true,
      },
      { kind: 'internal', path: '/kyc' },
    ],
    [
      'a company asked for without its access info is ignored',
      { customer: { ...personal, isAdmin: true }, actingForCompany: true },
      { kind: 'internal', path: '/admin-overview' },
    ],
    [
      'old web still comes first when acting for a company',
      {
        customer: { ...business, useOldWeb: true, oldWebUrl: 'https://old.example' },
        access: fullAccess,
        actingForCompany: true,
      },
      { kind: 'external', url: 'https://old.example/' },
    ],
    [
      'admin overview for admins',
      { customer: { ...personal, isAdmin: true, isNeedKyc: true } },
      { kind: 'internal', path: '/admin-overview' },
    ],
    [
      'business with related accounts chooses a company',
      { customer: { ...business, isHaveRelatedAccounts: true }, access: fullAccess },
      { kind: 'internal', path: '/select-company' },
    ],
    [
      'old business (1) counts as business',
      { customer: { customerType: 1, isHaveRelatedAccounts: true } },
      { kind: 'internal', path: '/select-company' },
    ],
    [
      'business without related accounts: the authorised-user flow (business start)',
      { customer: business, access: fullAccess },
      { kind: 'internal', path: '/home' },
    ],
    [
      'business start keeps the remembered path',
      { customer: business, access: { accessRights: 2 }, initialPath: '/history' },
      { kind: 'internal', path: '/history' },
    ],
    [
      'business without access info yet goes to the selection screen',
      { customer: business },
      { kind: 'internal', path: '/select-company' },
    ],
    [
      'business ignores personal-info and KYC flags of the user (the company decides)',
      { customer: { ...business, isNeedPersonalInfoUpdate: true, isNeedKyc: true }, access: fullAccess },
      { kind: 'internal', path: '/home' },
    ],
    [
      'profile update when personal info is needed',
      { customer: { ...personal, isNeedPersonalInfoUpdate: true, isNeedKyc: true } },
      { kind: 'internal', path: '/profile-update' },
    ],
    [
      'KYC when needed',
      { customer: { ...personal, isNeedKyc: true, isFatcaActionRequired: true } },
      { kind: 'internal', path: '/kyc' },
    ],
    [
      'self-certification when the FATCA action is required',
      { customer: { ...personal, isFatcaActionRequired: true }, initialPath: '/history' },
      { kind: 'internal', path: '/self-certification' },
    ],
    [
      'the stored initial path',
      { customer: personal, initialPath: '/setting?tab=devices' },
      { kind: 'internal', path: '/setting?tab=devices' },
    ],
    [
      'an unsafe stored path is ignored',
      { customer: personal, initialPath: '//evil.example' },
      { kind: 'internal', path: '/home' },
    ],
    ['else home', { customer: personal }, { kind: 'internal', path: '/home' }],
  ])('%s', (_label, input, expected) => {
    expect(resolveLanding(input)).toEqual(expected);
  });
});

describe('resolveBusinessStart: spec 2.3 business start page', () => {
  test.each<[string, LandingAccess, string | undefined, string]>([
    [
      'KYC first',
      { accessRights: 2, isNeedKyc: true, taxResidencySelfCertificationDocumentStatus: 'validated' },
      '/history',
      '/kyc',
    ],
    ['company documents without balance-info access (0)', { accessRights: 0 }, '/history', '/company-documents'],
    ['company documents for an uploading user (5)', { accessRights: 5 }, undefined, '/company-documents'],
    [
      // the server's policy refuses balances to rights 0 and 5 whatever the permissions (issue 36)
      'a balanceInfo permission does not give an uploading user (5) the balances',
      { accessRights: 5, permissions: ['balanceInfo'], taxResidencySelfCertificationDocumentStatus: 'pending' },
      undefined,
      '/company-documents',
    ],
    [
      'read access (1) sees balances',
      { accessRights: 1, taxResidencySelfCertificationDocumentStatus: 'validated' },
      undefined,
      '/home',
    ],
    ['the remembered path', { accessRights: 3 }, '/transfer/account', '/transfer/account'],
    [
      'an unsafe remembered path is ignored',
      { accessRights: 3, taxResidencySelfCertificationDocumentStatus: 'validated' },
      'https://evil.example',
      '/home',
    ],
    [
      'home when tax residency is validated',
      { accessRights: 4, taxResidencySelfCertificationDocumentStatus: 'validated' },
      undefined,
      '/home',
    ],
    [
      'home when tax residency is pending',
      { accessRights: 2, taxResidencySelfCertificationDocumentStatus: 'pending' },
      undefined,
      '/home',
    ],
    [
      'the splash when rejected',
      { accessRights: 2, taxResidencySelfCertificationDocumentStatus: 'rejected' },
      undefined,
      '/self-certification-business-splash',
    ],
    [
      'the splash when none',
      { accessRights: 2, taxResidencySelfCertificationDocumentStatus: 'none' },
      undefined,
      '/self-certification-business-splash',
    ],
    ['the splash when missing', { accessRights: 2 }, undefined, '/self-certification-business-splash'],
  ])('%s', (_label, access, initialPath, expected) => {
    expect(resolveBusinessStart(access, initialPath)).toBe(expected);
  });
});
