import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RequestsBadgeLink } from './RequestsBadgeLink';

const meta = {
  title: 'transfers/RequestsBadgeLink',
  component: RequestsBadgeLink,
  args: { count: 3, href: '/transfer/requests', onNavigate: fn() },
} satisfies Meta<typeof RequestsBadgeLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Waiting: Story = {
  play: async ({ args, canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Transaction requests: 3 waiting' });
    await expect(link).toHaveAttribute('href', '/transfer/requests');
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledOnce();
  },
};

export const NoneWaiting: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Transaction requests: none waiting' }),
    ).toBeInTheDocument();
  },
};

export const CountNotKnownYet: Story = { args: { count: null } };
