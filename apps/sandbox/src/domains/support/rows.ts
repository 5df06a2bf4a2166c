// Tickets and threads as the helpdesk answers them (packages/support/WIRE.md).
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { supportAttachments, supportThreads, supportTickets } from './tables.ts';

type TicketRow = typeof supportTickets.$inferSelect;
type ThreadRow = typeof supportThreads.$inferSelect;

/** The words of a message: tags dropped, and what scripts and styles hold (never words a person reads). */
const summary = (content: string) =>
  content
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
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
  const counts = new Map<number, number>();
  for (const thread of threads) {
    if (!last.has(thread.ticketId)) last.set(thread.ticketId, thread);
    counts.set(thread.ticketId, (counts.get(thread.ticketId) ?? 0) + 1);
  }
  return rows.map((row) => {
    const thread = last.get(row.id);
    return {
      id: String(row.id),
      ticketNumber: row.ticketNumber,
      subject: row.subject,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      threadCount: counts.get(row.id) ?? 0,
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

const threadsPage = (db: Db, ticketId: number, from: number, limit: number) =>
  db
    .select()
    .from(supportThreads)
    .where(eq(supportThreads.ticketId, ticketId))
    .orderBy(asc(supportThreads.id))
    .offset(from - 1)
    .limit(limit);
const authorOf = (thread: ThreadRow) => ({
  name: thread.author,
  type: thread.direction === 'out' ? 'AGENT' : 'END_USER',
});

/** The files attached to a page of threads. */
const attachmentsOf = (db: Db, threads: readonly ThreadRow[]) =>
  threads.length
    ? db
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
    : Promise.resolve([]);

/** GET tickets/{id}/threads: the thread list, oldest first, without contents (a summary and the files' count). */
export async function wireThreadList(db: Db, ticketId: number, from: number, limit: number) {
  const threads = await threadsPage(db, ticketId, from, limit);
  const files = await attachmentsOf(db, threads);
  return threads.map((thread) => ({
    id: String(thread.id),
    direction: thread.direction,
    author: authorOf(thread),
    createdTime: thread.createdAt.toISOString(),
    summary: summary(thread.content),
    attachmentCount: files.filter((file) => file.threadId === thread.id).length,
  }));
}

export async function wireThreads(db: Db, ticketId: number, from: number, limit: number) {
  const threads = await threadsPage(db, ticketId, from, limit);
  const files = await attachmentsOf(db, threads);
  return threads.map((thread) => ({
    id: String(thread.id),
    direction: thread.direction,
    author: authorOf(thread),
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
