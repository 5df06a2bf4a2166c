import { describe, expect, it } from 'vitest';
import { defaultTicketFormRules, ticketFormRules } from './ticket-fields';

const field = (apiName: string, extra: object = {}) => ({ apiName, isMandatory: true, isReadOnly: false, ...extra });

describe('the new-ticket form follows the helpdesk’s ticket fields', () => {
  it.each([
    ['not known yet: the defaults', undefined, defaultTicketFormRules],
    [
      'lengths and mandatory flags as listed',
      [field('subject', { maxLength: 80 }), field('description', { isMandatory: false, maxLength: 500 })],
      {
        subject: { asked: true, required: true, maxLength: 80 },
        description: { asked: true, required: false, maxLength: 500 },
      },
    ],
    [
      'a field not listed, or read-only, is not asked',
      [field('description', { isReadOnly: true }), field('cf_customer_read_at')],
      {
        subject: { asked: false, required: false, maxLength: 255 },
        description: { asked: false, required: false, maxLength: 10_000 },
      },
    ],
  ])('%s', (_case, fields, rules) => {
    expect(ticketFormRules(fields)).toEqual(rules);
  });
});
