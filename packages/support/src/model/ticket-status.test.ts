import { describe, expect, it } from 'vitest';
import { displayStatus, isUnread, matchesFilter, type StatusSubject, TWO_WEEKS_MS } from './ticket-status';

const now = Date.parse('2026-11-25T12:00:00.000Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const ticket = (status: string, direction: 'in' | 'out' | null, age: number): StatusSubject => ({
  status,
  updatedAt: ago(age),
  lastThread: direction ? { direction, createdTime: ago(age) } : null,
});

describe('displayStatus (identity-access-onboarding.md 4.5)', () => {
  it.each([
    ['Closed', 'out', 0, 'closed'],
    ['Closed', 'in', TWO_WEEKS_MS * 3, 'closed'],
    ['Closed-no-reply', null, 0, 'new'],
    ['Closed-no-reply', 'in', TWO_WEEKS_MS, 'new'], // exactly two weeks: still within
    ['Closed-no-reply', 'in', TWO_WEEKS_MS + 1, 'open'],
    ['Open', 'out', 1000, 'new'],
    ['Open', 'out', TWO_WEEKS_MS, 'new'],
    ['Open', 'out', TWO_WEEKS_MS + 1, 'open'],
    ['On Hold', 'out', 0, 'new'],
    ['Open', 'in', 0, 'open'],
    ['Open', null, 0, 'open'],
    ['Escalated', 'in', TWO_WEEKS_MS + 1, 'open'],
  ] as const)('%s, last thread %s, %i ms ago: %s', (status, direction, age, expected) => {
    expect(displayStatus(ticket(status, direction, age), now)).toBe(expected);
  });

  it('filters by the display status; all keeps everything', () => {
    const fresh = ticket('Open', 'out', 0);
    expect(matchesFilter(fresh, 'new', now)).toBe(true);
    expect(matchesFilter(fresh, 'open', now)).toBe(false);
    expect(matchesFilter(fresh, 'all', now)).toBe(true);
  });
});

describe('isUnread (cf_customer_read_at)', () => {
  it.each([
    ['an agent reply never read', { lastThread: { direction: 'out', createdTime: ago(10) } }, true],
    [
      'read after the reply',
      { lastThread: { direction: 'out', createdTime: ago(10) }, cf: { cf_customer_read_at: ago(5) } },
      false,
    ],
    [
      'read before the reply',
      { lastThread: { direction: 'out', createdTime: ago(5) }, cf: { cf_customer_read_at: ago(10) } },
      true,
    ],
    ['the customer wrote last', { lastThread: { direction: 'in', createdTime: ago(5) } }, false],
  ] as const)('%s', (_, fields, unread) => {
    expect(isUnread({ status: 'Open', updatedAt: ago(0), ...(fields as Partial<StatusSubject>) })).toBe(unread);
  });
});
