import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { failed, loading, ready } from '../common/Loadable';
import { sampleAnnouncements } from '../fixtures';
import { AnnouncementView } from './AnnouncementView';
import { NewsScreen } from './NewsScreen';

const meta = { title: 'accounts/News' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const [confirmation, plain, read] = sampleAnnouncements as [
  (typeof sampleAnnouncements)[number],
  (typeof sampleAnnouncements)[number],
  (typeof sampleAnnouncements)[number],
];

export const List: Story = {
  tags: ['screen'],
  render: () => <NewsScreen news={ready({ announcements: sampleAnnouncements, unreadCount: 2 })} onRetry={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2 unread')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Updated fee schedule from January' })).toHaveAttribute(
      'href',
      '/news/3',
    );
  },
};
/** The confirmation announcements the server says still wait for an answer (announcementList withConfirmation). */
export const ListWaitingForAnswer: Story = {
  render: () => (
    <NewsScreen
      news={ready({ announcements: sampleAnnouncements, unreadCount: 2 })}
      toAnswer={ready([confirmation])}
      onRetry={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    const waiting = within(within(canvasElement).getByRole('region', { name: 'Waiting for your answer' }));
    await expect(waiting.getByRole('link', { name: confirmation.title })).toHaveAttribute(
      'href',
      `/news/${confirmation.id}`,
    );
  },
};
export const ListLoading: Story = { render: () => <NewsScreen news={loading} onRetry={fn()} /> };
export const ListEmpty: Story = {
  render: () => <NewsScreen news={ready({ announcements: [], unreadCount: 0 })} onRetry={fn()} />,
};
export const ListFailed: Story = {
  render: () => <NewsScreen news={failed('Server is not available')} onRetry={fn()} />,
};

const onAnswer = fn();
export const NeedsConfirmation: Story = {
  render: () => (
    <AnnouncementView announcement={ready(confirmation)} onAnswer={onAnswer} answering={null} onRetry={fn()} />
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Accept' }));
    await expect(onAnswer).toHaveBeenCalledWith(true);
  },
};
export const Accepting: Story = {
  render: () => <AnnouncementView announcement={ready(confirmation)} onAnswer={fn()} answering={true} onRetry={fn()} />,
};
export const AnswerFailed: Story = {
  render: () => (
    <AnnouncementView
      announcement={ready(confirmation)}
      onAnswer={fn()}
      answering={null}
      answerError="Access denied"
      onRetry={fn()}
    />
  ),
};
export const Accepted: Story = {
  render: () => (
    <AnnouncementView
      announcement={ready({ ...confirmation, isRead: true, choice: true })}
      onAnswer={fn()}
      answering={null}
      onRetry={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Accept' })).toBeNull();
  },
};
export const Declined: Story = {
  render: () => (
    <AnnouncementView
      announcement={ready({ ...confirmation, isRead: true, choice: false })}
      onAnswer={fn()}
      answering={null}
      onRetry={fn()}
    />
  ),
};
export const Plain: Story = {
  render: () => <AnnouncementView announcement={ready(plain)} onAnswer={fn()} answering={null} onRetry={fn()} />,
};
export const AlreadyRead: Story = {
  render: () => <AnnouncementView announcement={ready(read)} onAnswer={fn()} answering={null} onRetry={fn()} />,
};
export const Loading: Story = {
  render: () => <AnnouncementView announcement={loading} onAnswer={fn()} answering={null} onRetry={fn()} />,
};
export const NotFound: Story = {
  render: () => (
    <AnnouncementView
      announcement={failed('This announcement does not exist.')}
      onAnswer={fn()}
      answering={null}
      onRetry={fn()}
    />
  ),
};
