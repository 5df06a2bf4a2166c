// transfer-approved's address (WIRE.md): `/transfer/approved?trxid=<operationId>&approvalCode=<code>`, the
// link of the approval e-mail. The router may hand the code as a number (it reads JSON-looking values).
export interface ApprovedSearch {
  trxid?: string | undefined;
  approvalCode?: string | undefined;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string'
    ? value.trim()
    : typeof value === 'number' && Number.isSafeInteger(value)
      ? String(value)
      : undefined;

/** The link's operation and code, or null when either is missing or malformed (nothing is sent then). */
export function readApprovalLink(raw: Record<string, unknown>): { trxid: string; approvalCode: string } | null {
  const trxid = text(raw.trxid);
  const approvalCode = text(raw.approvalCode);
  if (!trxid || !/^[A-Za-z0-9_-]{1,100}$/.test(trxid)) return null;
  if (!approvalCode || !/^\d{4,10}$/.test(approvalCode)) return null;
  return { trxid, approvalCode };
}
