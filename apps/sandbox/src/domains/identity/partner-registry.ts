// The partner sites (client "sei") the bank has registered: each with its name (shown on the consent
// screen) and the exact https addresses it may be sent back to. A partner's session reads only.

export interface Partner {
  clientId: string;
  name: string;
  redirectUris: readonly string[];
}

export const partners: readonly Partner[] = [
  {
    clientId: 'partner',
    name: 'Example Partner Shop',
    redirectUris: ['https://partner.example/back'],
  },
  {
    clientId: 'shop',
    name: 'Demo Shop',
    redirectUris: ['https://shop.test/cb'],
  },
];

/** The partner, when `clientId` is registered and `redirectUri` is exactly one of its https addresses. */
export function registeredPartner(clientId: string, redirectUri: string): Partner | undefined {
  const partner = partners.find((candidate) => candidate.clientId === clientId);
  if (!partner || !redirectUri.startsWith('https://')) return undefined;
  return partner.redirectUris.includes(redirectUri) ? partner : undefined;
}

export const partnerName = (clientId: string): string | undefined =>
  partners.find((partner) => partner.clientId === clientId)?.name;
