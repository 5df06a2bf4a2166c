import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ContractView } from './ContractView';
import { terminating, waiting } from './fixtures';

const meta = {
  title: 'contracts/ContractView',
  component: ContractView,
  args: { contract: waiting, actions: ['sign', 'reject'], onAction: fn(), onPdf: fn() },
} satisfies Meta<typeof ContractView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ToSign: Story = {
  tags: ['screen'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Pay 12.5% of the net monthly revenue by the 5th')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign' }));
    await expect(args.onAction).toHaveBeenCalledWith('sign');
  },
};

export const TerminationAsked: Story = {
  args: { contract: terminating, actions: ['terminateCancel', 'terminateNow'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Requested by Northwind Media Ltd: The shop closes')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Terminate now' })).toBeInTheDocument();
  },
};
