import { failed, ready } from '@paydeck/accounts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ContractsScreen } from './ContractsScreen';
import { list } from './fixtures';

const meta = {
  title: 'contracts/ContractsScreen',
  component: ContractsScreen,
  args: {
    search: { statuses: [], companyName: '', counterpartyName: '', orderBy: 'INCOMING_FIRST', orderDir: 'DESC' },
    list: ready(list),
    onSearchChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ContractsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  tags: ['screen'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const counts = canvas.getByRole('list', { name: 'Your contracts' });
    await expect(counts).toHaveTextContent('Requests');
    // Each counter is a tile read as its group, then its number.
    await expect(within(counts).getAllByRole('listitem')[0]?.textContent).toMatch(/^All\d+$/);
    const table = canvas.getByRole('grid', { name: 'Contracts' });
    await expect(table).toHaveTextContent('Waiting for signature');
    await expect(table).toHaveTextContent('Termination requested');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Company name' }), 'N');
    await expect(args.onSearchChange).toHaveBeenCalledWith(expect.objectContaining({ companyName: 'N' }));
  },
};

export const Failed: Story = {
  args: { list: failed('Server is not available') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Server is not available')).toBeInTheDocument();
  },
};
