// The merchant's internal tools as the wire carries them (payments.md 3 "Merchant", 7; WIRE.md).
import * as v from 'valibot';

const Id = v.pipe(v.number(), v.integer(), v.minValue(1));
const Instant = v.pipe(v.string(), v.isoTimestamp());
const Description = v.optional(v.string(), '');

export const WebhookSchema = v.object({
  id: Id,
  name: v.string(),
  enabled: v.boolean(),
  url: v.string(),
  customerId: Id,
});
export type Webhook = v.InferOutput<typeof WebhookSchema>;

export const WebhookListSchema = v.object({ webhooks: v.array(WebhookSchema) });
export const WebhookSavedSchema = v.object({ responseDescription: Description, webhook: WebhookSchema });
export const DoneSchema = v.object({ responseDescription: Description });
export const PingSchema = v.object({
  responseDescription: Description,
  delivered: v.boolean(),
  statusCode: v.nullable(v.number()),
});
export type PingResult = v.InferOutput<typeof PingSchema>;

export const WebhookRequestSchema = v.object({
  id: Id,
  webhookId: v.nullable(v.number()),
  event: v.string(),
  url: v.string(),
  attempt: v.number(),
  statusCode: v.nullable(v.number()),
  error: v.nullable(v.string()),
  durationMs: v.number(),
  requestBody: v.string(),
  createdAt: Instant,
});
export type WebhookRequest = v.InferOutput<typeof WebhookRequestSchema>;
export const WebhookRequestPageSchema = v.object({
  requests: v.array(WebhookRequestSchema),
  nextCursor: v.nullable(v.string()),
});
export type WebhookRequestPage = v.InferOutput<typeof WebhookRequestPageSchema>;

export const ApiKeySchema = v.object({
  id: Id,
  name: v.string(),
  enabled: v.boolean(),
  keyPrefix: v.string(),
  createdAt: Instant,
});
export type ApiKey = v.InferOutput<typeof ApiKeySchema>;
export const ApiKeyListSchema = v.object({ apiKeys: v.array(ApiKeySchema) });
/** The key itself is in this answer only (shown once). */
export const ApiKeyCreatedSchema = v.object({
  responseDescription: Description,
  apiKey: v.object({ ...ApiKeySchema.entries, key: v.pipe(v.string(), v.minLength(16)) }),
});
export type CreatedApiKey = v.InferOutput<typeof ApiKeyCreatedSchema>['apiKey'];
export const ApiKeySavedSchema = v.object({ apiKey: ApiKeySchema });

export const ApiRequestSchema = v.object({
  id: Id,
  apiKeyId: Id,
  method: v.string(),
  path: v.string(),
  statusCode: v.number(),
  ip: v.string(),
  createdAt: Instant,
});
export type ApiRequest = v.InferOutput<typeof ApiRequestSchema>;
export const ApiRequestListSchema = v.object({ requests: v.array(ApiRequestSchema) });

export const AllowedIpSchema = v.object({
  id: Id,
  name: v.string(),
  enabled: v.boolean(),
  ipFrom: v.string(),
  ipTo: v.string(),
});
export type AllowedIp = v.InferOutput<typeof AllowedIpSchema>;
export const AllowedIpListSchema = v.object({ allowedIps: v.array(AllowedIpSchema) });
export const AllowedIpSavedSchema = v.object({
  responseDescription: Description,
  allowedIp: v.optional(AllowedIpSchema),
  errors: v.optional(v.array(v.string())),
});

export const PaymentNotificationSchema = v.object({
  responseDescription: Description,
  statusId: v.number(),
  /** Only when just made again (shown once). */
  secret: v.nullable(v.string()),
});
export type PaymentNotificationSettings = v.InferOutput<typeof PaymentNotificationSchema>;
