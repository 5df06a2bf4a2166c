// The helpdesk's answers (payments.md 3 "Support", 7 "Support helpdesk"; WIRE.md): plain JSON, failures by status.
import * as v from 'valibot';

const Instant = v.pipe(v.string(), v.isoTimestamp());
const IdText = v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.regex(/^\d{1,12}$/));
const Count = v.pipe(v.union([v.string(), v.number()]), v.transform(Number), v.integer(), v.minValue(0));

export const TicketSchema = v.object({
  id: IdText,
  ticketNumber: v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{1,40}$/)),
  subject: v.optional(v.string(), ''),
  status: v.string(),
  createdAt: Instant,
  updatedAt: Instant,
  /** How many threads the ticket has (named here: the conversation preview asks its last two). */
  threadCount: v.optional(Count),
  lastThread: v.optional(
    v.nullable(
      v.object({
        id: v.optional(IdText),
        direction: v.picklist(['in', 'out']),
        createdTime: Instant,
        summary: v.optional(v.string(), ''),
      }),
    ),
    null,
  ),
  cf: v.optional(v.object({ cf_customer_read_at: v.optional(v.nullable(Instant), null) }), {
    cf_customer_read_at: null,
  }),
});
export type Ticket = v.InferOutput<typeof TicketSchema>;
export const TicketListSchema = v.object({ data: v.array(TicketSchema) });

export const AttachmentSchema = v.object({
  id: IdText,
  name: v.string(),
  size: v.pipe(v.number(), v.integer(), v.minValue(0)),
  type: v.optional(v.string(), ''),
  href: v.optional(v.string(), ''),
});
export type Attachment = v.InferOutput<typeof AttachmentSchema>;

export const ThreadSchema = v.object({
  id: IdText,
  direction: v.picklist(['in', 'out']),
  author: v.object({ name: v.string(), type: v.optional(v.string(), '') }),
  /** HTML from agents: shown only after sanitising (src/sanitize). */
  content: v.string(),
  contentType: v.optional(v.string(), 'text/plain'),
  createdTime: Instant,
  attachments: v.optional(v.array(AttachmentSchema), []),
});
export type Thread = v.InferOutput<typeof ThreadSchema>;
export const ThreadListSchema = v.object({ data: v.array(ThreadSchema) });

export const UploadedSchema = v.object({ id: IdText, name: v.string(), size: v.number() });
export type Uploaded = v.InferOutput<typeof UploadedSchema>;
export const FileContentSchema = v.object({
  name: v.string(),
  type: v.string(),
  // a plain character class: valibot's base64 pattern overflows the stack on megabytes
  content: v.pipe(v.string(), v.regex(/^[A-Za-z0-9+/]*={0,2}$/)),
});

/** GET tickets/{id}/threads: the thread list, without contents. */
export const ThreadSummarySchema = v.object({
  id: IdText,
  direction: v.picklist(['in', 'out']),
  author: v.object({ name: v.string(), type: v.optional(v.string(), '') }),
  createdTime: Instant,
  summary: v.optional(v.string(), ''),
  attachmentCount: v.optional(Count, 0),
});
export type ThreadSummary = v.InferOutput<typeof ThreadSummarySchema>;
export const ThreadSummaryListSchema = v.object({ data: v.array(ThreadSummarySchema) });

/** GET ticketsFields: a field of a ticket as the helpdesk describes it. */
export const TicketFieldSchema = v.object({
  apiName: v.string(),
  type: v.string(),
  isMandatory: v.optional(v.boolean(), false),
  isReadOnly: v.optional(v.boolean(), false),
  maxLength: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});
export type TicketField = v.InferOutput<typeof TicketFieldSchema>;
export const TicketFieldsSchema = v.object({ data: v.array(TicketFieldSchema) });

/** POST me: who the helpdesk knows the jwt as. */
export const HelpdeskIdentitySchema = v.object({ id: IdText, email: v.optional(v.string(), ''), name: v.string() });
export type HelpdeskIdentity = v.InferOutput<typeof HelpdeskIdentitySchema>;

// The method API's proxy (GET zoho/agent, zoho/tickets, zoho/tickets/stats; the envelope's data)
export const AgentAnswerSchema = v.object({
  agent: v.object({
    name: v.string(),
    email: v.optional(v.string(), ''),
    photoURL: v.optional(v.nullable(v.pipe(v.string(), v.url())), null),
  }),
});
export type Agent = v.InferOutput<typeof AgentAnswerSchema>['agent'];
export const TicketStatsAnswerSchema = v.object({
  stats: v.object({ all: Count, open: Count, new: Count, closed: Count }),
});
export type TicketStats = v.InferOutput<typeof TicketStatsAnswerSchema>['stats'];
export const ProxyTicketsAnswerSchema = v.object({ tickets: v.array(TicketSchema) });
