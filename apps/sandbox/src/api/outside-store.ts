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
  // A payment's typed code: each guess is counted in a statement of its own, committed before the comparison, so
  // parallel guesses share the tries. In the store's transaction a count is not seen by the other calls until it
  // commits, and parallel wrong guesses were compared more than the tries allow (global-pay recipient.test.ts
  // "parallel guesses", red in a CI run). Each guess is its own intent; a repeat of a success answers the same by the
  // method's own rule (an approved operation answers approved, a paid payment paid). The sign-in and settings codes
  // stay in the store: their repeat must answer the same tokens or events (idempotency-keeps.test.ts).
  ...Object.fromEntries(
    ['transferApprove', 'businessTransactionRequestConfirm', 'globalPayPaymentApprove'].map((method) => [
      method,
      'a typed code of a payment: its guesses are counted outside any transaction (see above)',
    ]),
  ),
};

export const runsOutsideStore = (method: string): boolean => Object.hasOwn(outsideIdempotencyStore, method);
