// What the new-ticket form asks, from the helpdesk's ticket fields (GET ticketsFields): the subject and the
// description, each mandatory or not and as long as the helpdesk says. A field the helpdesk lists as read-only, or
// one the app writes itself (cf_customer_read_at), is never asked. Before the fields are known: the sandbox's rules.
export interface FieldRule {
  asked: boolean;
  required: boolean;
  maxLength: number;
}
export interface TicketFormRules {
  subject: FieldRule;
  description: FieldRule;
}

interface ListedField {
  apiName: string;
  isMandatory: boolean;
  isReadOnly: boolean;
  maxLength?: number | undefined;
}

export const defaultTicketFormRules: TicketFormRules = {
  subject: { asked: true, required: true, maxLength: 255 },
  description: { asked: true, required: true, maxLength: 10_000 },
};

const ruleOf = (fields: readonly ListedField[], name: keyof TicketFormRules): FieldRule => {
  const field = fields.find((candidate) => candidate.apiName === name);
  const fallback = defaultTicketFormRules[name];
  if (!field || field.isReadOnly) return { ...fallback, asked: false, required: false };
  return { asked: true, required: field.isMandatory, maxLength: field.maxLength ?? fallback.maxLength };
};

export function ticketFormRules(fields: readonly ListedField[] | undefined): TicketFormRules {
  if (!fields) return defaultTicketFormRules;
  return { subject: ruleOf(fields, 'subject'), description: ruleOf(fields, 'description') };
}
