// The signature of every webhook and IPN request (packages/merchant/WIRE.md "Signature"): HMAC-SHA256 with the
// merchant's secret over `<timestamp>.<body>`, hex, sent as `Paydeck-Signature: t=<timestamp>,v1=<hex>`.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'Paydeck-Signature';
/** A receiver should refuse a signature older than this (replays). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export const signPayload = (secret: string, timestamp: number, body: string): string =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

export const signatureHeader = (secret: string, timestamp: number, body: string): string =>
  `t=${timestamp},v1=${signPayload(secret, timestamp, body)}`;

/** What a receiver does: the header's parts, the HMAC compared in constant time, the timestamp's age. */
export function verifySignature(secret: string, header: string, body: string, nowSeconds: number): boolean {
  const parts = new Map(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(signPayload(secret, timestamp, body), 'hex');
  const actual = Buffer.from(given, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
