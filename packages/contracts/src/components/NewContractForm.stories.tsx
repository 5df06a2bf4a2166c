import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NewContractForm } from './NewContractForm';

const meta = {
  title: 'contracts/NewContractForm',
  component: NewContractForm,
  args: {
    counterparty: { email: 'anna.personal@demo.paydeck.test', type: 'PERSONAL' },
    companies: [{ id: 2, title: 'Northwind Media Ltd', logo: null }],
    onLookup: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof NewContractForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  tags: ['screen'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // The dates are the app's date fields (the language's order), not the browser's native input.
    await expect(await canvas.findByRole('group', { name: /Active from/ })).toBeInTheDocument();
    await expect(canvas.queryByRole('textbox', { name: /Active from/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Send the proposal' }));
    await expect(await canvas.findByText('Enter the date the contract starts.')).toBeInTheDocument();
    await expect(canvas.getAllByText('Add at least one obligation.')).toHaveLength(2);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
