import * as v from 'valibot';

/** Event types the spec names; others are delivered too, typed as string. */
export const REALTIME_EVENT_TYPES = [
  'loginApproval',
  'twoStepModeSet',
  'twoStepModeConfirmed',
  'passwordChange',
  'transaction',
  'notification',
] as const;
export type KnownEventType = (typeof REALTIME_EVENT_TYPES)[number];
export type RealtimeEventType = KnownEventType | (string & {});

export const RealtimeNotificationSchema = v.object({
  type: v.string(),
  status: v.string(),
  title: v.optional(v.string()),
  body: v.optional(v.string()),
});

/** The device of a loginApproval event: the linked-device fields, all optional. */
export const RealtimeDeviceSchema = v.looseObject({
  id: v.optional(v.union([v.string(), v.number()])),
  name: v.optional(v.string()),
  type: v.optional(v.string()),
  code: v.optional(v.string()),
  location: v.optional(v.string()),
  lastActivityAt: v.optional(v.string()),
});

/**
 * The transaction of a `transaction` event (approvalRequested, approved, rejected, booked): what the
 * approval popup needs. Kept loose here (a feature reads it strictly, e.g. transfers' readTransactionEvent);
 * a field of the wrong type makes the frame malformed.
 */
export const RealtimeTransactionSchema = v.looseObject({
  operationId: v.optional(v.string()),
  transactionId: v.optional(v.nullable(v.number())),
  statusId: v.optional(v.nullable(v.number())),
  message: v.optional(v.nullable(v.string())),
  errors: v.optional(v.nullable(v.array(v.object({ param: v.string(), description: v.string() })))),
});

export const RealtimeEventSchema = v.object({
  type: v.pipe(v.string(), v.minLength(1)),
  code: v.optional(v.string()),
  device: v.optional(RealtimeDeviceSchema),
  notification: v.optional(RealtimeNotificationSchema),
  transaction: v.optional(RealtimeTransactionSchema),
});
export type RealtimeEvent = Omit<v.InferOutput<typeof RealtimeEventSchema>, 'type'> & { type: RealtimeEventType };

export const ServerFrameSchema = v.variant('type', [
  v.object({ type: v.literal('publish'), event: RealtimeEventSchema }),
  v.object({ type: v.literal('pong') }),
]);
export type ServerFrame = v.InferOutput<typeof ServerFrameSchema>;
