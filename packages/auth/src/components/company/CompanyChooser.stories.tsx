import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CompanyChooser } from './CompanyChooser';

const companies = [
  { customerId: 11, businessName: 'Northwind Media Ltd', customerType: 2, accessRights: 2, verified: true },
  { customerId: 12, businessName: 'Bluefin Studio OÜ', customerType: 2, accessRights: 2, verified: false },
];

const meta = {
  title: 'auth/CompanyChooser',
  component: CompanyChooser,
  args: { state: { kind: 'ready', companies }, onChoose: fn(), onRetry: fn() },
} satisfies Meta<typeof CompanyChooser>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Companies: Story = {
  tags: ['screen'],
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Choose Bluefin Studio OÜ' }));
    await expect(args.onChoose).toHaveBeenCalledWith(12);
  },
};
export const Choosing: Story = { args: { state: { kind: 'ready', companies, choosing: 11 } } };
export const WithCurrent: Story = { args: { state: { kind: 'ready', companies, current: 12 } } };
export const Loading: Story = { args: { state: { kind: 'loading' } } };
export const Failed: Story = { args: { state: { kind: 'failed', message: 'Server is not available' } } };
export const Empty: Story = { args: { state: { kind: 'ready', companies: [] } } };
