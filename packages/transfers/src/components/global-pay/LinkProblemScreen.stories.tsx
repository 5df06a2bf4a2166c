import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LinkProblemScreen } from './LinkProblemScreen';

const meta = {
  title: 'transfers/global-pay/LinkProblemScreen',
  component: LinkProblemScreen,
  args: { problem: 'unknown', onRetry: fn() },
} satisfies Meta<typeof LinkProblemScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A wrong or shortened link: words and what to do, never the server's validator text. */
export const UnknownLink: Story = {
  tags: ['screen'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'This payment link does not work' })).toBeVisible();
    await expect(canvas.getByText(/Contact the person or company who sent it/)).toBeVisible();
    await expect(canvas.queryByText(/paymentSecret/)).toBeNull();
  },
};

export const Unavailable: Story = {
  args: { problem: 'unavailable' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
