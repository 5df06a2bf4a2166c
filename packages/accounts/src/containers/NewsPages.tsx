import { useLingui } from '@lingui/react/macro';
import { api } from '@paydeck/auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { type Announcement, type AnnouncementList, answerAnnouncement, readAnnouncement } from '../api/announcements';
import { accountKeys } from '../api/keys';
import { failureText } from '../components/common/errors';
import type { Loadable } from '../components/common/Loadable';
import { AnnouncementView } from '../components/news/AnnouncementView';
import { NewsScreen } from '../components/news/NewsScreen';
import { announcementsQuery, announcementsToAnswerQuery } from '../queries';
import { toLoadable } from './loadable';
import { PageFrame } from './PageFrame';

export function NewsPage() {
  const { i18n } = useLingui();
  const news = useQuery(announcementsQuery());
  const toAnswer = useQuery(announcementsToAnswerQuery());
  return (
    <PageFrame>
      <NewsScreen
        news={toLoadable(news, i18n)}
        toAnswer={toLoadable(toAnswer, i18n)}
        onRetry={() => {
          void news.refetch();
          void toAnswer.refetch();
        }}
      />
    </PageFrame>
  );
}

/** The list with one announcement changed, and the unread count kept right. */
function withAnnouncement(list: AnnouncementList, next: Announcement): AnnouncementList {
  const before = list.announcements.find((item) => item.id === next.id);
  const unreadCount =
    list.unreadCount - (before && !before.isRead && next.isRead ? 1 : 0) + (before?.isRead && !next.isRead ? 1 : 0);
  return { announcements: list.announcements.map((item) => (item.id === next.id ? next : item)), unreadCount };
}

/**
 * /news/$announcementId: shown from the list at once and marked read locally, then the server is
 * told (payments.md 4); if the server refuses, the local mark is taken back.
 */
export function AnnouncementPage({ announcementId }: { announcementId: number }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const news = useQuery(announcementsQuery());
  const item = news.data?.announcements.find((announcement) => announcement.id === announcementId);
  const update = (next: Announcement) =>
    queryClient.setQueryData<AnnouncementList>(accountKeys.announcements(), (list) =>
      list ? withAnnouncement(list, next) : list,
    );

  const read = useMutation({
    mutationFn: () => readAnnouncement(api, announcementId),
    onSuccess: update,
    onError: () => {
      if (item) update({ ...item, isRead: false });
    },
  });
  const told = useRef(false);
  useEffect(() => {
    if (!item || told.current) return;
    told.current = true;
    if (!item.isRead) update({ ...item, isRead: true });
    read.mutate();
  });

  const answer = useMutation({
    mutationFn: (choice: boolean) => answerAnnouncement(api, announcementId, choice),
    onSuccess: (next) => {
      update(next);
      void queryClient.invalidateQueries({ queryKey: accountKeys.announcementsToAnswer() });
    },
  });

  const unknown = news.data !== undefined && !item;
  const shown: Loadable<Announcement> = item
    ? { kind: 'ready', data: item }
    : unknown
      ? { kind: 'failed', message: read.error ? failureText(read.error, i18n) : t`This announcement does not exist.` }
      : news.isError
        ? { kind: 'failed', message: failureText(news.error, i18n) }
        : { kind: 'loading' };

  return (
    <PageFrame>
      <AnnouncementView
        announcement={shown}
        onAnswer={(choice) => answer.mutate(choice)}
        answering={answer.isPending ? (answer.variables ?? null) : null}
        answerError={answer.error ? failureText(answer.error, i18n) : null}
        onRetry={() => void news.refetch()}
      />
    </PageFrame>
  );
}
