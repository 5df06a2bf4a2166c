import { I18nProvider, i18n } from '@paydeck/i18n';
import { render, screen, within } from '@testing-library/react';
import type { Announcement, AnnouncementList } from '../../api/announcements';
import type { Loadable } from '../common/Loadable';
import { NewsScreen } from './NewsScreen';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const terms: Announcement = {
  id: 7,
  title: 'New terms from 1 January',
  body: 'Accept or decline them.',
  date: '2026-11-30T09:00:00.000Z',
  isRead: false,
  needsConfirmation: true,
  choice: null,
};
const moved: Announcement = { ...terms, id: 6, title: 'Our office moved', needsConfirmation: false };
const news: Loadable<AnnouncementList> = { kind: 'ready', data: { announcements: [terms, moved], unreadCount: 2 } };

const show = (toAnswer?: readonly Announcement[]) =>
  render(
    <I18nProvider i18n={i18n}>
      <NewsScreen news={news} toAnswer={toAnswer && { kind: 'ready', data: toAnswer }} onRetry={() => {}} />
    </I18nProvider>,
  );

test('the announcements the server says wait for an answer come first, each a link to answer it', () => {
  show([terms]);
  const waiting = screen.getByRole('region', { name: 'Waiting for your answer' });
  const link = within(waiting).getByRole('link', { name: 'New terms from 1 January' });
  expect(link.getAttribute('href')).toBe('/news/7');
  expect(within(waiting).queryByText('Our office moved')).toBeNull();
});

test('nothing waiting (or not known yet): no such section', () => {
  show([]);
  expect(screen.queryByRole('region', { name: 'Waiting for your answer' })).toBeNull();
});
