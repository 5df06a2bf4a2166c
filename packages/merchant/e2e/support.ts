import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page } from '@playwright/test';
import { storedSession, submitCredentials } from '@paydeck/e2e';

/** boris signs in and chooses Northwind Media Ltd (access right 2); answers the company's customer id. */
export async function signInAsBoris(page: Page): Promise<number> {
  await page.goto('/login');
  await submitCredentials(page, 'boris.business');
  await expect(page).toHaveURL(/\/select-company$/);
  await page.getByRole('button', { name: 'Choose Northwind Media Ltd' }).click();
  await expect(page).not.toHaveURL(/\/select-company$/);
  const session = (await storedSession(page)) as { fromCustomerId?: number } | null;
  if (!session?.fromCustomerId) throw new Error('boris acts for no company');
  return session.fromCustomerId;
}

export interface Receiver {
  url: string;
  requests: { body: string; signature: string }[];
  close: () => Promise<void>;
}

/** A merchant's endpoint: a node HTTP server on a free port of 127.0.0.1 that keeps what it receives. */
export async function startReceiver(): Promise<Receiver> {
  const requests: Receiver['requests'] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      requests.push({ body, signature: String(request.headers['paydeck-signature'] ?? '') });
      response.statusCode = 204;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/paydeck`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** What the merchant's receiver does (packages/merchant/WIRE.md "Signature"), written here from the documentation. */
export function signatureIsValid(secret: string, header: string, body: string): boolean {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=', 2)));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > 300) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest();
  const given = Buffer.from(String(parts.v1 ?? ''), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
