import { failed, loading, ready } from '@paydeck/accounts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { SelfCertificationSplashScreen } from './SelfCertificationSplashScreen';

const meta = {
  title: 'kyc/tax/SelfCertificationSplashScreen',
  component: SelfCertificationSplashScreen,
  args: { kind: 'business', status: ready('none'), onRetry: fn(), canManage: true },
} satisfies Meta<typeof SelfCertificationSplashScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Business: Story = {
  tags: ['screen'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Start the self-certification' })).toHaveAttribute(
      'href',
      '/self-certification-business',
    );
  },
};
export const Personal: Story = {
  args: { kind: 'personal', status: ready('rejected') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Rejected')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Start the self-certification' })).toHaveAttribute(
      'href',
      '/self-certification',
    );
  },
};
/** A company user without full access: where the certification stands, and no way into a form they cannot send. */
export const ReadOnly: Story = {
  args: { canManage: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You can see these details but not change them.')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Start the self-certification' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Not now' })).toBeVisible();
  },
};
export const Loading: Story = { args: { status: loading } };
export const Failed: Story = { args: { status: failed('Server is not available') } };
