import { failed, loading, ready } from '@paydeck/accounts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { RailFlag } from '../../model/rails';
import { sampleSplit } from './fixtures';
import { RecentTransfersPanel } from './RecentTransfersPanel';

const meta = {
  title: 'transfers/recent/RecentTransfersPanel',
  component: RecentTransfersPanel,
  args: { recent: ready(sampleSplit), has: (_flag: RailFlag): boolean => true, onRetry: fn() },
} satisfies Meta<typeof RecentTransfersPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Own and third-party transfers, each row a link to the history. */
export const OwnAndThirdParty: Story = {
  tags: ['screen'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const own = within(canvas.getByRole('region', { name: 'Your accounts' }));
    await expect(own.getAllByRole('link')).toHaveLength(2);
    const others = within(canvas.getByRole('region', { name: 'To others' }));
    await expect(others.getByRole('link', { name: /Pavel Push/ })).toHaveAttribute('href', '/history?keyword=601');
    await userEvent.tab();
    await expect(own.getAllByRole('link')[0]).toHaveFocus();
  },
};

/** A session that may move money between its own accounts but not send to others sees its own transfers only. */
export const OwnOnly: Story = {
  args: { has: (flag: RailFlag): boolean => flag === 'transferBetweenOwnAccountsUser' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Your accounts' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'To others' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { recent: loading },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Loading your recent transfers')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { recent: ready({ own: [], thirdParty: [] }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No recent transfers' })).toBeVisible();
  },
};

export const Failed: Story = {
  args: { recent: failed('The bank did not answer. Try again in a moment.') },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The bank did not answer.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
