import * as v from 'valibot';

const id = v.union([v.string(), v.number()]);

export const TokensSchema = v.object({
  accessToken: v.pipe(v.string(), v.minLength(1)),
  refreshToken: v.pipe(v.string(), v.minLength(1)),
  /** Seconds. */
  expiresIn: v.pipe(v.number(), v.minValue(0)),
});
export type Tokens = v.InferOutput<typeof TokensSchema>;

export const MigrationSchema = v.object({
  type: v.picklist(['none', 'soft', 'strict']),
  strategy: v.picklist(['migrate', 'enable']),
  daysLeft: v.optional(v.number()),
});
export type Migration = v.InferOutput<typeof MigrationSchema>;

export const LoginDeviceSchema = v.object({ id, name: v.string(), type: v.string() });
export type LoginDevice = v.InferOutput<typeof LoginDeviceSchema>;

const migration = { migration: v.optional(MigrationSchema) };
const code = v.pipe(v.string(), v.minLength(1));

/** The login answer, one shape per flow (identity spec 4.1, PROTOCOL.md). */
export const LoginAnswerSchema = v.variant('flow', [
  v.object({ flow: v.literal('simple'), ...TokensSchema.entries, ...migration }),
  v.object({ flow: v.picklist(['direct', 'otp', 'verifyDevice']), code, ...migration }),
  v.object({
    flow: v.literal('push'),
    code,
    key: v.pipe(v.string(), v.minLength(1)),
    devices: v.array(LoginDeviceSchema),
    link: v.string(),
    ...migration,
  }),
  v.object({
    flow: v.literal('sms'),
    code,
    maskedPhone: v.string(),
    identifier: v.pipe(v.string(), v.regex(/^\d{2}$/)),
    ...migration,
  }),
]);
export type LoginAnswer = v.InferOutput<typeof LoginAnswerSchema>;
export type LoginFlow = LoginAnswer['flow'];

/** A device linked to the customer (identity spec 3). */
export const DeviceSchema = v.object({
  id,
  name: v.string(),
  type: v.picklist(['android', 'ios']),
  code: v.optional(v.string()),
  location: v.nullish(v.string()),
  lastActivityAt: v.nullish(v.string()),
});
export type Device = v.InferOutput<typeof DeviceSchema>;

/** POST /auth/devices answers the device with its secret, once (the device flow exchanges it for tokens). */
export const CreatedDeviceSchema = v.object({ ...DeviceSchema.entries, secret: v.optional(v.string()) });
export type CreatedDevice = v.InferOutput<typeof CreatedDeviceSchema>;

export const DeviceListSchema = v.array(DeviceSchema);

export const ApproveMethodSchema = v.object({ id, name: v.string() });
export const ApproveMethodListSchema = v.array(ApproveMethodSchema);
export type ApproveMethod = v.InferOutput<typeof ApproveMethodSchema>;

export const ScpRequestSchema = v.object({ deeplink: v.string() });

export const SeiAuthorizeSchema = v.object({ redirectUri: v.string() });

/** GET /auth/sei/authorize/{authorizationId}: who asks (the consent screen names the partner). */
export const SeiAuthorizationSchema = v.object({
  clientId: v.string(),
  partnerName: v.pipe(v.string(), v.trim(), v.nonEmpty()),
});
export type SeiAuthorization = v.InferOutput<typeof SeiAuthorizationSchema>;

/** Bodies of 204 or `{}` answers: anything is fine, nothing is read. */
export const NoContentSchema = v.unknown();
