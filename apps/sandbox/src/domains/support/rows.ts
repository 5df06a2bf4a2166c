// Tickets and threads as the helpdesk answers them (packages/support/WIRE.md).
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { supportAttachments, supportThreads, supportTickets } from './tables.ts';

type TicketRow = typeof supportTickets.$inferSelect;
type ThreadRow = typeof supportThreads.$inferSelect;

const summary = (content: string) =>
  content
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);

export async function wireTickets(db: Db, rows: TicketRow[]) {
  const ids = rows.map((row) => row.id);
  const threads = ids.length
    ? await db
        .select()
        .from(supportThreads)
        .where(inArray(supportThreads.ticketId, ids))
        .orderBy(desc(supportThreads.id))
    : [];
  const last = new Map<number, ThreadRow>();
  for (const thread of threads) if (!last.has(thread.ticketId)) last.set(thread.ticketId, thread);
  return rows.map((row) => {
    const thread = last.get(row.id);
    return {
      id: String(row.id),
      ticketNumber: row.ticketNumber,
      subject: row.subject,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      lastThread: thread
        ? {
            id: String(thread.id),
            direction: thread.direction,
            createdTime: thread.createdAt.toISOString(),
            summary: summary(thread.content),
          }
        : null,
      cf: { cf_customer_read_at: row.customerReadAt?.toISOString() ?? null },
    };
  });
}

export async function ticketOf(db: Db, customerId: number, id: number): Promise<TicketRow | undefined> {
  if (!Number.isInteger(id) || id < 1) return undefined;
  const [row] = await db
    .select()
    .from(supportTickets)
    .where(and(eq(supportTickets.id, id), eq(supportTickets.customerId, customerId)));
  return row;
}

export async function wireThreads(db: Db, ticketId: number, from: number, limit: number) {
  const threads = await db
    .select()
    .from(supportThreads)
    .where(eq(supportThreads.ticketId, ticketId))
    .orderBy(asc(supportThreads.id))
    .offset(from - 1)
    .limit(limit);
  const files = threads.length
    ? await db
        .select({
          id: supportAttachments.id,
          threadId: supportAttachments.threadId,
          name: supportAttachments.name,
          size: supportAttachments.size,
          type: supportAttachments.type,
        })
        .from(supportAttachments)
        .where(
          inArray(
            supportAttachments.threadId,
            threads.map((thread) => thread.id),
          ),
        )
    : [];
  return threads.map((thread) => ({
    id: String(thread.id),
    direction: thread.direction,
    author: { name: thread.author, type: thread.direction === 'out' ? 'AGENT' : 'END_USER' },
    content: thread.content,
    contentType: thread.contentType,
    createdTime: thread.createdAt.toISOString(),
    attachments: files
      .filter((file) => file.threadId === thread.id)
      .map((file) => ({
        id: String(file.id),
        name: file.name,
        size: file.size,
        type: file.type,
        href: `/helpdesk/tickets/${ticketId}/threads/${thread.id}/attachments/${file.id}/content`,
      })),
  }));
}
