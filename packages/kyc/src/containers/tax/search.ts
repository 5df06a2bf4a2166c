/** The representative link's query: `authSecret` (URL-safe text, 16 to 512 characters), or nothing. */
export function parseAuthSecretSearch(input: Record<string, unknown>): { authSecret?: string } & SigningReturn {
  const value = input.authSecret;
  const authSecret = typeof value === 'string' && /^[A-Za-z0-9._~-]{16,512}$/.test(value) ? value : undefined;
  return { ...(authSecret ? { authSecret } : {}), ...parseSigningReturn(input) };
}

/** What the e-signature page adds to the return address: `event=signed|cancelled` (and its request id). */
export interface SigningReturn {
  event?: 'signed' | 'cancelled';
}

export function parseSigningReturn(input: Record<string, unknown>): SigningReturn {
  return input.event === 'signed' || input.event === 'cancelled' ? { event: input.event } : {};
}
