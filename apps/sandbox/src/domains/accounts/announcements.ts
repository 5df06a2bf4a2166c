// announcementList, announcementGet (marks it read), announcementAccept (accept or decline).
import { and, desc, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { failure, invalid, ok } from '../../api/answers.ts';
import { flag, id } from '../../api/fields.ts';
import { type MethodDefinition, sessionMethod } from '../../api/registry.ts';
import type { Db } from '../../db/open.ts';
import type { Lang } from '../../lang.ts';
import { announcements, announcementStates } from './tables.ts';

async function listFor(db: Db, userId: number, lang: Lang, announcementId?: number) {
  const rows = await db
    .select({ announcement: announcements, state: announcementStates })
    .from(announcements)
    .leftJoin(
      announcementStates,
      and(eq(announcementStates.announcementId, announcements.id), eq(announcementStates.userId, userId)),
    )
    .where(announcementId === undefined ? undefined : eq(announcements.id, announcementId))
    .orderBy(desc(announcements.createdAt), desc(announcements.id));
  return rows.map(({ announcement, state }) => ({
    id: announcement.id,
    // the bank's news in the reader's language when it was written in it, else in English
    title: announcement.texts?.[lang]?.title ?? announcement.title,
    body: announcement.texts?.[lang]?.body ?? announcement.body,
    date: announcement.createdAt.toISOString(),
    isRead: state?.readAt != null,
    needsConfirmation: announcement.needsConfirmation,
    choice: state?.choice ?? null,
  }));
}

const notFound = (announcementId: number) => failure('TA1', `Announcement ${announcementId} not found`);

export const announcementMethods: MethodDefinition[] = [
  sessionMethod({
    name: 'announcementList',
    readOnly: true,
    payload: v.object({ withConfirmation: v.optional(flag(), false) }),
    async handle({ db, session, lang }, { withConfirmation }) {
      const all = await listFor(db, session.userId, lang);
      // withConfirmation: only those still waiting for the person's accept or decline
      const announcementsList = withConfirmation ? all.filter((a) => a.needsConfirmation && a.choice === null) : all;
      return ok({ announcements: announcementsList, unreadCount: all.filter((a) => !a.isRead).length });
    },
  }),
  sessionMethod({
    name: 'announcementGet',
    payload: v.object({ id: id() }),
    async handle({ db, sandbox, session, lang }, input) {
      const [found] = await listFor(db, session.userId, lang, input.id);
      if (!found) return notFound(input.id);
      await db
        .insert(announcementStates)
        .values({ userId: session.userId, announcementId: input.id, readAt: sandbox.now() })
        .onConflictDoUpdate({
          target: [announcementStates.userId, announcementStates.announcementId],
          set: { readAt: sql`coalesce(${announcementStates.readAt}, excluded.read_at)` },
        });
      return ok({ announcement: { ...found, isRead: true } });
    },
  }),
  sessionMethod({
    name: 'announcementAccept',
    payload: v.object({ id: id(), choice: flag() }),
    async handle({ db, sandbox, session, lang }, input) {
      const [found] = await listFor(db, session.userId, lang, input.id);
      if (!found) return notFound(input.id);
      if (!found.needsConfirmation) return invalid('id', 'this announcement needs no confirmation');
      const now = sandbox.now();
      await db
        .insert(announcementStates)
        .values({
          userId: session.userId,
          announcementId: input.id,
          readAt: now,
          choice: input.choice,
          answeredAt: now,
        })
        .onConflictDoUpdate({
          target: [announcementStates.userId, announcementStates.announcementId],
          set: {
            choice: input.choice,
            answeredAt: now,
            readAt: sql`coalesce(${announcementStates.readAt}, excluded.read_at)`,
          },
        });
      return ok({ announcement: { ...found, isRead: true, choice: input.choice } });
    },
  }),
];
