// The shapes of the registration answers (WIRE.md): the e-mail check, the created account, the business
// resolution and the dictionaries the forms read. Every answer is parsed with one of these before a screen sees it.
import * as v from 'valibot';

export const Id = v.pipe(v.number(), v.integer());
const Instant = v.pipe(v.string(), v.isoTimestamp('an instant must be ISO 8601'));

/** `emailCheck`: whether the address is a sign-in already, and whether that sign-in is a company's employee. */
export const EmailCheckSchema = v.object({ exists: v.boolean(), isEmployee: v.boolean() });
export type EmailCheck = v.InferOutput<typeof EmailCheckSchema>;

/** `personalAccountCreate` and `businessAccountCreate`: the sign-in the activation e-mail went to. */
export const AccountCreatedSchema = v.object({ email: v.string() });
export type AccountCreated = v.InferOutput<typeof AccountCreatedSchema>;

/** Statuses of a resolution and of each signer (the spec's document numbering): 41 pending, 2 signed, 26 rejected. */
export const resolutionStatuses = { pending: 41, signed: 2, rejected: 26 } as const;

export const ResolutionSignerSchema = v.object({
  /** The draft person this signer is (the id the browser sent). */
  personId: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  statusId: v.picklist([41, 2, 26]),
  signedAt: v.nullish(Instant, null),
});
export type ResolutionSigner = v.InferOutput<typeof ResolutionSignerSchema>;

export const ResolutionSchema = v.object({
  /** Random and unguessable: it is the only key to the resolution (no session). */
  id: v.pipe(v.string(), v.uuid()),
  statusId: v.picklist([41, 2, 26]),
  companyName: v.string(),
  createdAt: Instant,
  signers: v.array(ResolutionSignerSchema),
});
export type Resolution = v.InferOutput<typeof ResolutionSchema>;

export const ResolutionAnswerSchema = v.object({ resolution: ResolutionSchema });

/** Industry groups of spec 7.2. */
export const industryGroups = ['adult', 'mainstream', 'financial', 'investment'] as const;
export type IndustryGroup = (typeof industryGroups)[number];

export const IndustrySchema = v.object({ id: Id, name: v.string(), group: v.picklist(industryGroups) });
export type Industry = v.InferOutput<typeof IndustrySchema>;

/** A plain dictionary entry (sources of funds, purposes of account, deposits, additional questions). */
export const DictionaryItemSchema = v.object({ id: Id, name: v.string() });
export type DictionaryItem = v.InferOutput<typeof DictionaryItemSchema>;

export const CurrencySchema = v.object({ code: v.string(), name: v.string() });
export type Currency = v.InferOutput<typeof CurrencySchema>;
