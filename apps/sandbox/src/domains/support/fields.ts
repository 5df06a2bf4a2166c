// GET /helpdesk/ticketsFields: the ticket's fields as the helpdesk describes them (packages/support/WIRE.md). The
// app's new-ticket form asks the fields listed here that a person fills in (its mandatory flags and lengths come
// from here); cf_customer_read_at is the app's read marker (PUT tickets/{id}), never asked in the form.
export const SUBJECT_MAX = 255;
export const TEXT_MAX = 10_000;

export const ticketFields = [
  { apiName: 'subject', displayLabel: 'Subject', type: 'Text', isMandatory: true, maxLength: SUBJECT_MAX },
  { apiName: 'description', displayLabel: 'Description', type: 'Textarea', isMandatory: true, maxLength: TEXT_MAX },
  {
    apiName: 'cf_customer_read_at',
    displayLabel: 'Customer read at',
    type: 'DateTime',
    isMandatory: false,
    isCustomField: true,
    isReadOnly: true,
  },
] as const;
