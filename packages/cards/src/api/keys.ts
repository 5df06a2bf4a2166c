/**
 * Query keys of this package: invalidate by prefix (`cardKeys.all` after anything that changes a card;
 * the card list itself is the accounts package's `accountKeys.list()`).
 */
export const cardKeys = {
  all: ['cards'] as const,
  info: (accountId: number) => [...cardKeys.all, 'info', accountId] as const,
  activation: (accountId: number) => [...cardKeys.all, 'activation', accountId] as const,
  virtualDetails: (accountId: number) => [...cardKeys.all, 'virtual-details', accountId] as const,
  application: (countryCode: string | null) => [...cardKeys.all, 'application', countryCode] as const,
  addressCheck: (countryCode: string, oldAddressId: number) =>
    [...cardKeys.all, 'address-check', countryCode, oldAddressId] as const,
  blockedBins: () => [...cardKeys.all, 'blocked-bins'] as const,
  bin: (binNumber: string) => [...cardKeys.all, 'bin', binNumber] as const,
  externalCards: () => [...cardKeys.all, 'external'] as const,
};
