// Announcements (payments.md 3, 4, 7): the list, one read (marks it read on the server), and the
// answer to one that needs confirmation (accept or decline).
import * as v from 'valibot';
import type { Caller } from './client';
import { Id, Instant } from './schemas';

export const AnnouncementSchema = v.object({
  id: Id,
  title: v.string(),
  body: v.string(),
  date: Instant,
  isRead: v.boolean(),
  needsConfirmation: v.optional(v.boolean(), false),
  /** The person's answer to a confirmation announcement: true accepted, false declined, null not yet. */
  choice: v.optional(v.nullable(v.boolean()), null),
});
export type Announcement = v.InferOutput<typeof AnnouncementSchema>;

const ListSchema = v.object({ announcements: v.array(AnnouncementSchema), unreadCount: v.optional(v.number()) });
export type AnnouncementList = { announcements: Announcement[]; unreadCount: number };

/** Every announcement (`withConfirmation: false`), newest first, with the unread count. */
export async function fetchAnnouncements(api: Caller, signal?: AbortSignal): Promise<AnnouncementList> {
  const answer = await api.call('announcementList', { withConfirmation: false }, { schema: ListSchema, signal });
  return {
    announcements: answer.announcements,
    unreadCount: answer.unreadCount ?? answer.announcements.filter((a) => !a.isRead).length,
  };
}

/**
 * The confirmation announcements still waiting for the person's accept or decline (`withConfirmation: true`: the
 * server leaves out the others and the answered ones).
 */
export async function fetchAnnouncementsToAnswer(api: Caller, signal?: AbortSignal): Promise<Announcement[]> {
  return (await api.call('announcementList', { withConfirmation: true }, { schema: ListSchema, signal })).announcements;
}

const OneSchema = v.object({ announcement: AnnouncementSchema });

/** Reads one: the server marks it read. */
export const readAnnouncement = async (api: Caller, id: number): Promise<Announcement> =>
  (await api.call('announcementGet', { id }, { schema: OneSchema })).announcement;

/** Accepts (true) or declines (false) a confirmation announcement. */
export const answerAnnouncement = async (api: Caller, id: number, choice: boolean): Promise<Announcement> =>
  (await api.call('announcementAccept', { id, choice }, { schema: OneSchema })).announcement;
