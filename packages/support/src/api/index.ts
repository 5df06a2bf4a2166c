// `@paydeck/support/api`: the helpdesk's answers (valibot schemas), the fetchers, and the pure rules the sandbox
// applies too (attachments by content and size; the display status). No React, no DOM.
export * from '../model/attachments';
export * from '../model/ticket-status';
export * from './schemas';
export * from './helpdesk';
export * from './proxy';
export { supportKeys } from './keys';
