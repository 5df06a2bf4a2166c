import { createFileRoute, notFound } from '@tanstack/react-router';
import { AnnouncementPage } from '../../../containers/NewsPages';

export const Route = createFileRoute('/_session/news/$announcementId')({
  staticData: { catalogs: ['accounts'] },
  params: {
    parse: ({ announcementId }) => {
      if (!/^\d{1,9}$/.test(announcementId)) throw notFound();
      return { announcementId: Number(announcementId) };
    },
    stringify: ({ announcementId }) => ({ announcementId: String(announcementId) }),
  },
  component: function Announcement() {
    const { announcementId } = Route.useParams();
    return <AnnouncementPage key={announcementId} announcementId={announcementId} />;
  },
});
