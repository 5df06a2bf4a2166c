import type { AllowedIp, ApiKey, ApiRequest, Webhook, WebhookRequest } from '../api/schemas';

export const webhooks: Webhook[] = [
  { id: 1, name: 'Orders', enabled: true, url: 'https://shop.example/hooks/paydeck', customerId: 11 },
  { id: 2, name: 'Refunds', enabled: false, url: 'https://shop.example/hooks/refunds', customerId: 11 },
];

export const requests: WebhookRequest[] = [
  {
    id: 42,
    webhookId: 1,
    event: 'ping',
    url: 'https://shop.example/hooks/paydeck',
    attempt: 1,
    statusCode: 204,
    error: null,
    durationMs: 35,
    requestBody: '{"event":"ping"}',
    createdAt: '2026-11-25T01:02:03.000Z',
  },
  {
    id: 41,
    webhookId: 2,
    event: 'ping',
    url: 'https://shop.example/hooks/refunds',
    attempt: 2,
    statusCode: null,
    error: 'fetch failed',
    durationMs: 5000,
    requestBody: '{"event":"ping"}',
    createdAt: '2026-11-25T00:58:00.000Z',
  },
];

export const apiKeys: ApiKey[] = [
  { id: 5, name: 'Shop backend', enabled: true, keyPrefix: 'pk_live_3fQa', createdAt: '2026-11-01T09:00:00.000Z' },
];

export const allowedIps: AllowedIp[] = [
  { id: 3, name: 'Office', enabled: true, ipFrom: '203.0.113.0', ipTo: '203.0.113.255' },
];

export const apiRequests: ApiRequest[] = [
  {
    id: 9,
    apiKeyId: 5,
    method: 'POST',
    path: '/api/public/payment',
    statusCode: 200,
    ip: '203.0.113.10',
    createdAt: '2026-11-24T10:00:00.000Z',
  },
  {
    id: 8,
    apiKeyId: 5,
    method: 'POST',
    path: '/api/public/refund',
    statusCode: 401,
    ip: '203.0.113.10',
    createdAt: '2026-11-23T10:00:00.000Z',
  },
];
