// The writing methods that run outside the idempotency store even when they carry an Idempotency-Key, and why.
// Every other writing method with a valid key runs in the store's transaction (dispatch.ts runWriting).
export const outsideIdempotencyStore: Readonly<Record<string, string>> = {
  personalAccountCreate:
    'keeps one opening per Idempotency-Key itself (registration/opening.ts): the per-address limit counts every ' +
    "attempt, and the store's rollback of a refusal would uncount it, letting refusals list the bank's logins",
  businessAccountCreate: 'the same opening rule as personalAccountCreate (registration/opening.ts)',
  ipnResend:
    "posts the message to the merchant's URL (merchant/delivery.ts): no transaction holds or undoes an HTTP " +
    'delivery, its retries run in the background after the answer, and a receiver dedupes a message by its id',
  webhookPing: "posts a test event to the merchant's URL, as ipnResend (a repeat is one more ping)",
};

export const runsOutsideStore = (method: string): boolean => Object.hasOwn(outsideIdempotencyStore, method);
