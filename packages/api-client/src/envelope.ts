import * as v from 'valibot';

/** One entry of a VF answer: rendered as "param: description". */
export const ValidationErrorSchema = v.object({ param: v.string(), description: v.string() });
export type ValidationError = v.InferOutput<typeof ValidationErrorSchema>;

/** One term of a TE answer (PROTOCOL.md): the terms flow lists them. */
export const TermSchema = v.object({
  id: v.union([v.string(), v.number()]),
  key: v.string(),
  label: v.string(),
  text: v.optional(v.string()),
  url: v.optional(v.string()),
  value: v.optional(v.union([v.boolean(), v.string(), v.number()])),
});
export type Term = v.InferOutput<typeof TermSchema>;

/** The envelope every method-API answer shares; the caller's schema parses the rest. */
export const EnvelopeSchema = v.looseObject({
  responseCode: v.string(),
  responseDescription: v.optional(v.string()),
  message: v.optional(v.string()),
  errors: v.optional(v.array(v.string())),
  validationErrors: v.optional(v.array(ValidationErrorSchema)),
  terms: v.optional(v.array(TermSchema)),
});
export type Envelope = v.InferOutput<typeof EnvelopeSchema>;

export const SUCCESS_CODES: readonly string[] = ['00', 'SUCCESS'];
export const NEEDS_CONFIRMATION_CODE = '92';
