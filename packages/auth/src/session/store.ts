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
  /** Random per sign-in: the tabs that carry it (duplicates) share one session (tab-sync.ts). */
  family: string | null;
  /** Token rotations since sign-in, adopted ones included: the tab with the highest holds the newest. */
  generation: number;
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
  /** Signed in by an entry link (code + codeVerifier): the person confirms whose account this is. */
  confirmArrival: boolean;
}

export interface SessionActions {
  /** This tab refreshed: the next generation. */
  setTokens(tokens: SessionTokens): void;
  /** Another tab of this session refreshed: its tokens and generation. */
  adoptTokens(tokens: SessionTokens, generation: number): void;
  signIn(tokens: SessionTokens, flow: LoginFlow, options?: { entryCode?: boolean }): void;
  /** The person saw whose account they are in (after an entry link). */
  arrivalConfirmed(): void;
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
  family: null,
  generation: 0,
  flow: null,
  customer: null,
  permissions: noPermissions,
  fromCustomerId: null,
  accessRights: null,
  companyNeedsKyc: false,
  loginCompletedAt: null,
  confirmArrival: false,
};

/** A random id for a new sign-in. */
function newFamily(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The session: kept in memory and in sessionStorage (never localStorage), cleared on logout. */
export const useSessionStore = create<SessionState & SessionActions>()(
  persist(
    (set) => ({
      ...emptySession,
      setTokens: (tokens) => set((state) => ({ tokens, generation: state.generation + 1 })),
      adoptTokens: (tokens, generation) =>
        set((state) => (state.tokens && generation > state.generation ? { tokens, generation } : {})),
      signIn: (tokens, flow, options) =>
        set({ ...emptySession, tokens, flow, family: newFamily(), confirmArrival: options?.entryCode === true }),
      arrivalConfirmed: () => set({ confirmArrival: false }),
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
        family,
        generation,
        flow,
        customer,
        permissions,
        fromCustomerId,
        accessRights,
        companyNeedsKyc,
        loginCompletedAt,
        confirmArrival,
      }) => ({
        tokens,
        family,
        generation,
        flow,
        customer,
        permissions,
        fromCustomerId,
        accessRights,
        companyNeedsKyc,
        loginCompletedAt,
        confirmArrival,
      }),
    },
  ),
);

export const sessionState = () => useSessionStore.getState();
export const hasSession = () => sessionState().tokens !== null;
