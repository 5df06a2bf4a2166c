/** The query keys of this package: invalidate by prefix (`authKeys.all`, `authKeys.security()`). */
export const authKeys = {
  all: ['auth'] as const,
  customer: () => [...authKeys.all, 'customer'] as const,
  access: (customerId: number | string | null) => [...authKeys.all, 'access', customerId ?? 'own'] as const,
  legalInfo: () => [...authKeys.all, 'legal'] as const,
  seiAuthorization: (authorizationId: string) => [...authKeys.all, 'sei', authorizationId] as const,
  security: () => [...authKeys.all, 'security'] as const,
  devices: () => [...authKeys.security(), 'devices'] as const,
  ipWhitelist: () => [...authKeys.security(), 'ip-whitelist'] as const,
  blacklist: () => [...authKeys.security(), 'blacklist'] as const,
  notificationSettings: () => [...authKeys.security(), 'notification-settings'] as const,
  loginHistory: (filter: { fromDate?: string | undefined; toDate?: string | undefined; pageNumber: number }) =>
    [...authKeys.security(), 'login-history', filter] as const,
};
