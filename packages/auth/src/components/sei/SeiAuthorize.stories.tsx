import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SeiAuthorize } from './SeiAuthorize';

const meta = {
  title: 'auth/SeiAuthorize',
  component: SeiAuthorize,
  args: {
    state: { kind: 'asking' },
    accountName: 'Anna Novak',
    partner: { kind: 'ready', data: 'Example Partner Shop' },
    onRetry: fn(),
    onApprove: fn(),
    onDecline: fn(),
  },
} satisfies Meta<typeof SeiAuthorize>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Asking: Story = {
  tags: ['screen'],
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Approve' }));
    await expect(args.onApprove).toHaveBeenCalledOnce();
  },
};
/** The partner's name is on its way: Approve waits for it. */
export const FindingPartner: Story = { args: { partner: { kind: 'loading' } } };
export const PartnerUnknown: Story = {
  args: { partner: { kind: 'failed', message: 'Server is not available' } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
export const Approving: Story = { args: { state: { kind: 'approving' } } };
export const Redirecting: Story = { args: { state: { kind: 'redirecting' } } };
export const Failed: Story = { args: { state: { kind: 'failed', message: 'Server is not available' } } };
export const Invalid: Story = { args: { state: { kind: 'invalid' } } };
