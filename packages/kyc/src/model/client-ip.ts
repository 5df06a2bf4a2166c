// "The address is counted clean if no privacy flag is true" (identity spec 7.2).
export const privacyFlags = ['vpn', 'proxy', 'tor', 'relay', 'hosting'] as const;
export type PrivacyFlag = (typeof privacyFlags)[number];

/** The privacy flags that are set, in a fixed order; none means the address is clean. */
export const raisedPrivacyFlags = (privacy: Record<PrivacyFlag, boolean>): PrivacyFlag[] =>
  privacyFlags.filter((flag) => privacy[flag]);

export const isCleanIp = (privacy: Record<PrivacyFlag, boolean>) => raisedPrivacyFlags(privacy).length === 0;
