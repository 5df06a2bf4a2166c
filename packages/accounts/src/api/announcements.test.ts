// @vitest-environment node
import * as v from 'valibot';
import { fetchAnnouncements, fetchAnnouncementsToAnswer } from './announcements';
import type { Caller } from './client';

/** A caller answering `answer` through the fetcher's own schema, recording what was sent. */
function fakeCaller(answer: unknown) {
  const sent: { method: string; payload: unknown }[] = [];
  const api = {
    call: async (method: string, payload: unknown, options: { schema: v.GenericSchema }) => {
      sent.push({ method, payload });
      return v.parse(options.schema, answer);
    },
  } as unknown as Caller;
  return { api, sent };
}

const waiting = {
  id: 7,
  title: 'New terms from 1 January',
  body: 'Accept or decline them.',
  date: '2026-11-30T09:00:00.000Z',
  isRead: false,
  needsConfirmation: true,
  choice: null,
};
const plain = { ...waiting, id: 6, title: 'Our office moved', needsConfirmation: false, isRead: true };

test('the news list asks for every announcement: withConfirmation false', async () => {
  const { api, sent } = fakeCaller({ responseCode: '00', announcements: [waiting, plain], unreadCount: 1 });
  await expect(fetchAnnouncements(api)).resolves.toEqual({ announcements: [waiting, plain], unreadCount: 1 });
  expect(sent).toEqual([{ method: 'announcementList', payload: { withConfirmation: false } }]);
});

test('those waiting for an answer are asked with withConfirmation true, and read from the answer', async () => {
  const { api, sent } = fakeCaller({ responseCode: '00', announcements: [waiting], unreadCount: 1 });
  await expect(fetchAnnouncementsToAnswer(api)).resolves.toEqual([waiting]);
  expect(sent).toEqual([{ method: 'announcementList', payload: { withConfirmation: true } }]);
});

test('a malformed answer is refused', async () => {
  const { api } = fakeCaller({ responseCode: '00', announcements: [{ ...waiting, needsConfirmation: 'yes' }] });
  await expect(fetchAnnouncementsToAnswer(api)).rejects.toThrow();
});
