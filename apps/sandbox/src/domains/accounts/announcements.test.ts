// @vitest-environment node
import { createTestSandbox, type TestSandbox } from '../../test/harness.ts';

describe('announcements', () => {
  let t: TestSandbox;
  let anna: string;
  beforeAll(async () => {
    t = await createTestSandbox();
    anna = (await t.signIn('anna.personal')).accessToken;
  });
  afterAll(() => t.close());

  test('the list, newest first, with read flags; withConfirmation keeps the open confirmations', async () => {
    const all = (await t.call('announcementList', {}, { token: anna })).body;
    expect(all.announcements.map((a: { title: string; isRead: boolean }) => [a.title, a.isRead])).toEqual([
      ['Please confirm the new fee schedule', false],
      ['Scheduled maintenance', false],
      ['New card designs', true],
    ]);
    expect(all.unreadCount).toBe(2);
    const open = (await t.call('announcementList', { withConfirmation: true }, { token: anna })).body.announcements;
    expect(open.map((a: { title: string }) => a.title)).toEqual(['Please confirm the new fee schedule']);
  });

  test('get marks as read; accept records the choice; then no confirmation is open', async () => {
    const list = (await t.call('announcementList', {}, { token: anna })).body.announcements as {
      id: number;
      title: string;
    }[];
    const maintenance = list.find((a) => a.title === 'Scheduled maintenance')?.id;
    const confirm = list.find((a) => a.title.startsWith('Please confirm'))?.id;
    expect((await t.call('announcementGet', { id: maintenance }, { token: anna })).body.announcement).toMatchObject({
      isRead: true,
    });
    expect((await t.call('announcementList', {}, { token: anna })).body.unreadCount).toBe(1);
    expect(
      (await t.call('announcementAccept', { id: maintenance, choice: true }, { token: anna })).body.responseCode,
    ).toBe('VF');
    const accepted = await t.call('announcementAccept', { id: confirm, choice: false }, { token: anna });
    expect(accepted.body.announcement).toMatchObject({ choice: false, isRead: true });
    expect((await t.call('announcementList', { withConfirmation: true }, { token: anna })).body.announcements).toEqual(
      [],
    );
    // read state is per person
    const pavel = (await t.signIn('pavel.push')).accessToken;
    expect((await t.call('announcementList', {}, { token: pavel })).body.unreadCount).toBe(3);
  });

  test('an unknown id answers TA1', async () => {
    expect((await t.call('announcementGet', { id: 999 }, { token: anna })).body.responseCode).toBe('TA1');
  });
});
