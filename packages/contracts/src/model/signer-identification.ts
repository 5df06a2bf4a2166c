// The payer's signer identification (payments.md 7: split-pay-signer-identification with contractId): the
// provider's landing must be a path of this app, and it brings the person back to the contract with `?return=`.

/** A path of this app: `/…`, never `//host` nor a backslash a browser reads as one. */
export const isAppPath = (url: string): boolean =>
  url.startsWith('/') && !url.startsWith('//') && !url.includes('\\') && ![...url].some((ch) => ch < ' ');

/** Where the contract page asks to come back to after the provider's landing. */
export const identifiedReturnPath = (contractId: number) => `/revenue-split/${contractId}?identified=1`;

/** The landing's URL with the way back, or null when the answer's URL is not a path of this app. */
export function landingWithReturn(url: string, returnPath: string): string | null {
  if (!isAppPath(url) || url.includes('?') || url.includes('#')) return null;
  return `${url}?return=${encodeURIComponent(returnPath)}`;
}
