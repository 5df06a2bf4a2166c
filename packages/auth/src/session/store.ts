import type { LoginFlow } from '@paydeck/api-client';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { noPermissions, type PermissionFlags } from '../model/permissions';
import { storageKeys } from './storage';

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
  /** When the access token expires, epoch ms. */
  expiresAt: number;
}

/** The customer-info fields the whole app reads without a query (names, kind, flags for guards). */
export interface CustomerSummary {
  userId: number | string;
  customerId: number | string;
  login: string;
  firstName: string;
  lastName: string;
  businessName: string | null;
  customerType: number;
  isAdmin: boolean;
  isHaveRelatedAccounts: boolean;
  isNeedKyc: boolean;
  verified: boolean;
  limited: boolean;
  login2faMode: string | null;
}

export interface SessionState {
  tokens: SessionTokens | null;
  /** The flow the person signed in with. */
  flow: LoginFlow | null;
  customer: CustomerSummary | null;
  permissions: PermissionFlags;
  /** The company acted for (business and admin users): sent as fromCustomerId on every call. */
  fromCustomerId: number | null;
  /** The access right on the company acted for (access info), when known. */
  accessRights: number | null;
  /** A pending KYC requirement of the company acted for (access info). */
  companyNeedsKyc: boolean;
  /** When sign-in completed (epoch ms): the after-login delay counts from here, across reloads. */
  loginCompletedAt: number | null;
}

export interface SessionActions {
  setTokens(tokens: SessionTokens): void;
  signIn(tokens: SessionTokens, flow: LoginFlow): void;
  setCustomer(customer: CustomerSummary, permissions: PermissionFlags): void;
  actFor(company: {
    customerId: number;
    accessRights: number | null;
    needsKyc: boolean;
    permissions: PermissionFlags;
  }): void;
  completeLogin(at: number): void;
  clear(): void;
}

export const emptySession: SessionState = {
  tokens: null,
  flow: null,
  customer: null,
  permissions: noPermissions,
  fromCustomerId: null,
  accessRights: null,
  companyNeedsKyc: false,
  loginCompletedAt: null,
};

/** The session: kept in memory and in sessionStorage (never localStorage), cleared on logout. */
export const useSessionStore = create<SessionState & SessionActions>()(
  persist(
    (set) => ({
      ...emptySession,
      setTokens: (tokens) => set({ tokens }),
      signIn: (tokens, flow) => set({ ...emptySession, tokens, flow }),
      setCustomer: (customer, permissions) =>
        set((state) => ({ customer, permissions: state.fromCustomerId === null ? permissions : state.permissions })),
      actFor: ({ customerId, accessRights, needsKyc, permissions }) =>
        set({ fromCustomerId: customerId, accessRights, companyNeedsKyc: needsKyc, permissions }),
      completeLogin: (at) => set({ loginCompletedAt: at }),
      clear: () => set(emptySession),
    }),
    {
      name: storageKeys.session,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({
        tokens,
        flow,
        customer,
        permissions,
        fromCustomerId,
        accessRights,
        companyNeedsKyc,
        loginCompletedAt,
      }) => ({
        tokens,
        flow,
        customer,
        permissions,
        fromCustomerId,
        accessRights,
        companyNeedsKyc,
        loginCompletedAt,
      }),
    },
  ),
);

export const sessionState = () => useSessionStore.getState();
export const hasSession = () => sessionState().tokens !== null;
