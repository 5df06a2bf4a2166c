// The ticket's display status (identity-access-onboarding.md 4.5; payments.md 4 "Tickets", 9): Closed is closed;
// Closed-no-reply, or a last thread addressed outward (an agent's reply), within the last two weeks is new;
// everything else is open. "Within the last two weeks" includes exactly two weeks.
export const TWO_WEEKS_MS = 14 * 86_400_000;
export const TICKET_PAGE_SIZE = 20;
export const ticketFilters = ['all', 'open', 'new', 'closed'] as const;
export type TicketFilter = (typeof ticketFilters)[number];
export type DisplayStatus = Exclude<TicketFilter, 'all'>;

export interface StatusSubject {
  /** The helpdesk's status: Open, On Hold, Escalated, Closed, Closed-no-reply. */
  status: string;
  updatedAt: string;
  lastThread?: { direction: 'in' | 'out'; createdTime: string } | null | undefined;
  cf?: { cf_customer_read_at?: string | null | undefined } | undefined;
}

/** When the ticket last moved: its last thread, else its update. */
const activityAt = (ticket: StatusSubject) => Date.parse(ticket.lastThread?.createdTime ?? ticket.updatedAt);

export function displayStatus(ticket: StatusSubject, now: number): DisplayStatus {
  const status = ticket.status.toLowerCase();
  if (status === 'closed') return 'closed';
  const recent = now - activityAt(ticket) <= TWO_WEEKS_MS;
  if (recent && (status === 'closed-no-reply' || ticket.lastThread?.direction === 'out')) return 'new';
  return 'open';
}

export const matchesFilter = (ticket: StatusSubject, filter: TicketFilter, now: number) =>
  filter === 'all' || displayStatus(ticket, now) === filter;

/** Unread: an agent wrote after the customer last read the ticket (cf_customer_read_at). */
export function isUnread(ticket: StatusSubject): boolean {
  if (ticket.lastThread?.direction !== 'out') return false;
  const readAt = ticket.cf?.cf_customer_read_at;
  return !readAt || Date.parse(readAt) < Date.parse(ticket.lastThread.createdTime);
}
