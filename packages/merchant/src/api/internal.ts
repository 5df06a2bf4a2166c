// The internal tools' calls (payments.md 7 "Merchant"): public-api/webhook, apikey, allowedip (list, create,
// update, delete), webhook/ping, webhookRequest (cursor paging) and apirequest; each carries the merchant's customerId.
import type { ApiClient } from '@paydeck/api-client';
import { ApiError } from '@paydeck/api-client';
import type * as v from 'valibot';
import { WEBHOOK_REQUEST_PAGE } from '../model/paging';
import {
  AllowedIpListSchema,
  AllowedIpSavedSchema,
  ApiKeyCreatedSchema,
  ApiKeyListSchema,
  ApiKeySavedSchema,
  ApiRequestListSchema,
  DoneSchema,
  PingSchema,
  WebhookListSchema,
  WebhookRequestPageSchema,
  WebhookSavedSchema,
} from './schemas';

export type MerchantApi = Pick<ApiClient, 'get' | 'send' | 'call'>;
export type Resource = 'webhook' | 'apikey' | 'allowedip';

export interface WebhookInput {
  name: string;
  enabled: boolean;
  url: string;
}
export interface ApiKeyInput {
  name: string;
  enabled: boolean;
}
export interface AllowedIpInput {
  name: string;
  enabled: boolean;
  ipFrom: string;
  ipTo: string;
}

const list = <S extends v.GenericSchema>(
  api: MerchantApi,
  path: string,
  customerId: number,
  schema: S,
  signal?: AbortSignal,
) => api.get(`public-api/${path}`, { schema, query: { customerId }, signal });

const save = <S extends v.GenericSchema>(
  api: MerchantApi,
  resource: Resource,
  customerId: number,
  input: object,
  schema: S,
  key: string,
  id?: number,
) =>
  api.send(
    id ? 'PUT' : 'POST',
    `public-api/${resource}${id ? `/${id}` : ''}`,
    { customerId, ...input },
    {
      schema,
      idempotencyKey: key,
    },
  );

export const fetchWebhooks = async (api: MerchantApi, customerId: number, signal?: AbortSignal) =>
  (await list(api, 'webhook', customerId, WebhookListSchema, signal)).webhooks;
export const saveWebhook = async (
  api: MerchantApi,
  customerId: number,
  input: WebhookInput,
  key: string,
  id?: number,
) => (await save(api, 'webhook', customerId, input, WebhookSavedSchema, key, id)).webhook;
export const pingWebhook = (api: MerchantApi, customerId: number, url: string) =>
  api.send('POST', 'public-api/webhook/ping', { customerId, url }, { schema: PingSchema });

export const deleteItem = (api: MerchantApi, resource: Resource, customerId: number, id: number, key: string) =>
  api.send(
    'DELETE',
    `public-api/${resource}/${id}`,
    {},
    { schema: DoneSchema, query: { customerId }, idempotencyKey: key },
  );

export interface WebhookRequestFilter {
  query?: string | undefined;
  fromDate?: string | undefined;
  toDate?: string | undefined;
}

export const fetchWebhookRequests = (
  api: MerchantApi,
  customerId: number,
  filter: WebhookRequestFilter,
  cursor: string | null,
  signal?: AbortSignal,
) =>
  api.get('public-api/webhookRequest', {
    schema: WebhookRequestPageSchema,
    query: { customerId, limit: WEBHOOK_REQUEST_PAGE, ...filter, cursor: cursor ?? undefined },
    signal,
  });

export const fetchApiKeys = async (api: MerchantApi, customerId: number, signal?: AbortSignal) =>
  (await list(api, 'apikey', customerId, ApiKeyListSchema, signal)).apiKeys;
export const createApiKey = async (api: MerchantApi, customerId: number, input: ApiKeyInput, key: string) =>
  (await save(api, 'apikey', customerId, input, ApiKeyCreatedSchema, key)).apiKey;
export const updateApiKey = async (api: MerchantApi, customerId: number, id: number, input: ApiKeyInput, key: string) =>
  (await save(api, 'apikey', customerId, input, ApiKeySavedSchema, key, id)).apiKey;

export interface ApiRequestFilter {
  apiKeyId?: number | undefined;
  fromDate?: string | undefined;
  toDate?: string | undefined;
}
export const fetchApiRequests = async (
  api: MerchantApi,
  customerId: number,
  filter: ApiRequestFilter,
  signal?: AbortSignal,
) =>
  (await api.get('public-api/apirequest', { schema: ApiRequestListSchema, query: { customerId, ...filter }, signal }))
    .requests;

export const fetchAllowedIps = async (api: MerchantApi, customerId: number, signal?: AbortSignal) =>
  (await list(api, 'allowedip', customerId, AllowedIpListSchema, signal)).allowedIps;

/** An `errors` field counts as failure even in a "00" answer (payments.md 8). */
export async function saveAllowedIp(
  api: MerchantApi,
  customerId: number,
  input: AllowedIpInput,
  key: string,
  id?: number,
) {
  const answer = await save(api, 'allowedip', customerId, input, AllowedIpSavedSchema, key, id);
  if ((answer.errors && answer.errors.length > 0) || !answer.allowedIp) {
    throw new ApiError({
      code: 'VF',
      kind: 'business',
      message: answer.errors?.join(', ') || answer.responseDescription,
      errors: answer.errors,
    });
  }
  return answer.allowedIp;
}
