import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ApprovedScreen } from './ApprovedScreen';

const meta = {
  title: 'transfers/ApprovedScreen',
  component: ApprovedScreen,
  args: { state: { kind: 'approved', transactionId: 131 } },
} satisfies Meta<typeof ApprovedScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Approved: Story = {
  tags: ['screen'],
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Successfully submitted');
    await expect(status).toHaveTextContent('Your transfer 131 is approved.');
  },
};

export const Approving: Story = { args: { state: { kind: 'approving' } } };

export const WrongCode: Story = {
  args: { state: { kind: 'failed', text: 'approvalCode: is not correct' } },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Failed transaction');
    await expect(alert).toHaveTextContent('approvalCode: is not correct');
  },
};

export const Rejected: Story = {
  args: { state: { kind: 'failed', text: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Transaction was rejected.');
  },
};

export const IncompleteLink: Story = {
  args: { state: { kind: 'invalidLink' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('This approval link is not complete');
  },
};
