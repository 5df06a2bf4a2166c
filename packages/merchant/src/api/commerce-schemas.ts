// Saved buttons, logos, subscribers, verification, reputation and IPN as the wire carries them (WIRE.md).
import * as v from 'valibot';

const Id = v.pipe(v.number(), v.integer(), v.minValue(1));
const Instant = v.pipe(v.string(), v.isoTimestamp());
const Money = v.pipe(v.string(), v.regex(/^\d+(\.\d+)?$/));
const Description = v.optional(v.string(), '');

export const ButtonSchema = v.object({
  id: Id,
  name: v.string(),
  accountId: Id,
  amount: Money,
  currencyCode: v.string(),
  description: v.string(),
  logoId: v.nullable(Id),
  returnUrl: v.string(),
  pbnEnabled: v.boolean(),
  pbnExpiryDays: v.number(),
});
export type Button = v.InferOutput<typeof ButtonSchema>;
export const ButtonListSchema = v.object({ buttons: v.array(ButtonSchema) });
export const ButtonSavedSchema = v.object({ responseDescription: Description, button: ButtonSchema });
export const ButtonOneSchema = v.object({ button: ButtonSchema });

export const LogoSchema = v.object({
  id: Id,
  name: v.string(),
  isDefault: v.boolean(),
  mimeType: v.string(),
  file: v.optional(v.pipe(v.string(), v.startsWith('data:image/'))),
});
export type Logo = v.InferOutput<typeof LogoSchema>;
export const LogoListSchema = v.object({ logos: v.array(LogoSchema) });
export const LogoSavedSchema = v.object({ responseDescription: Description, logo: LogoSchema });
export const LogoOneSchema = v.object({ logo: LogoSchema });

export const SubscriptionSchema = v.object({
  subscriptionId: Id,
  subscriberEmail: v.string(),
  buttonName: v.string(),
  amount: Money,
  currencyCode: v.string(),
  periodDays: v.number(),
  installments: v.number(),
  statusId: v.number(),
  createdAt: Instant,
});
export type Subscription = v.InferOutput<typeof SubscriptionSchema>;
export const SubscriptionPageSchema = v.object({ subscriptions: v.array(SubscriptionSchema), total: v.number() });
export type SubscriptionPage = v.InferOutput<typeof SubscriptionPageSchema>;
export const InstallmentListSchema = v.object({
  installments: v.array(v.object({ number: v.number(), dueDate: v.string(), amount: Money, paid: v.boolean() })),
});
export type Installment = v.InferOutput<typeof InstallmentListSchema>['installments'][number];

export const ReputationSchema = v.object({
  email: v.string(),
  registered: v.boolean(),
  memberSince: v.nullable(v.string()),
  subscriptions: v.number(),
  canceledSubscriptions: v.number(),
  score: v.number(),
});
export type Reputation = v.InferOutput<typeof ReputationSchema>;
export const ReputationListSchema = v.object({ reputations: v.array(ReputationSchema) });

const Fee = v.object({ amount: Money, currencyCode: v.string() });
export type Fee = v.InferOutput<typeof Fee>;
export const FeeSchema = v.object({ fee: Fee });
export const IdentitySchema = v.object({
  id: Id,
  email: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  accountId: Id,
  fee: Fee,
  statusId: v.number(),
  createdAt: Instant,
});
export type Identity = v.InferOutput<typeof IdentitySchema>;
export const IdentityListSchema = v.object({ identities: v.array(IdentitySchema) });
export const IdentityCreatedSchema = v.object({ responseDescription: Description, id: Id, fee: Fee });

export const IpnMessageSchema = v.object({
  id: Id,
  transactionId: v.nullable(v.number()),
  amount: Money,
  currencyCode: v.string(),
  payerEmail: v.string(),
  statusId: v.number(),
  confirmed: v.boolean(),
  createdAt: Instant,
});
export type IpnMessage = v.InferOutput<typeof IpnMessageSchema>;
export const IpnPageSchema = v.object({ messages: v.array(IpnMessageSchema), total: v.number() });
export type IpnPage = v.InferOutput<typeof IpnPageSchema>;
// `ipnMessage`, not `message`: the envelope's `message` is the error text (payments.md 8).
export const IpnOneSchema = v.object({ ipnMessage: v.object({ ...IpnMessageSchema.entries, body: v.string() }) });
export type IpnDetail = v.InferOutput<typeof IpnOneSchema>['ipnMessage'];
export const IpnConfirmedSchema = v.object({ responseDescription: Description, ipnMessage: IpnMessageSchema });

export const IpnSettingsSchema = v.object({
  notifyUrl: v.string(),
  notifyStatusId: v.optional(v.number(), 1),
});
export type IpnSettings = v.InferOutput<typeof IpnSettingsSchema>;
