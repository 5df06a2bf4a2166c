import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton, SkeletonGroup } from './Skeleton';

const meta = { title: 'ui/Skeleton', component: SkeletonGroup } satisfies Meta<typeof SkeletonGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Lines: Story = {
  args: { lines: 4 },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Loading' });
    await expect(status).toHaveAttribute('aria-busy', 'true');
  },
};

export const AccountCard: Story = {
  args: {
    label: 'Loading accounts',
    children: (
      <>
        <Skeleton width="40%" height="1.25em" />
        <Skeleton width="70%" height="2em" />
        <Skeleton width="30%" />
      </>
    ),
  },
};
