import { failed, loading, ready } from '@paydeck/accounts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { VideoIdentityJobScreen } from './VideoIdentityJobScreen';

const job = { id: 7, status: 'created' as const, scheduledAt: '2026-11-25T10:00:00Z' };
const meta = {
  title: 'kyc/VideoIdentityJobScreen',
  component: VideoIdentityJobScreen,
  args: { job: ready(job), onRetry: fn(), onComplete: fn() },
} satisfies Meta<typeof VideoIdentityJobScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Booked: Story = { tags: ['screen'] };
export const InProgress: Story = { args: { job: ready({ ...job, status: 'inProgress' }) } };
export const Completed: Story = { args: { job: ready({ ...job, status: 'completed' }) } };
export const Rejected: Story = { args: { job: ready({ ...job, status: 'rejected' }) } };
export const WithoutSession: Story = { args: { onComplete: undefined } };
export const NotFound: Story = { args: { job: ready(null) } };
export const Loading: Story = { args: { job: loading } };
export const Failed: Story = { args: { job: failed('Server is not available') } };
