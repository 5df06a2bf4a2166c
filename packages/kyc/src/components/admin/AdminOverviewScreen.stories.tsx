import { failed, loading, ready } from '@paydeck/accounts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { adminCompanies, northwind, northwindPeople } from '../company/company-fixtures';
import { AdminOverviewScreen } from './AdminOverviewScreen';

const meta = {
  title: 'kyc/company/AdminOverviewScreen',
  component: AdminOverviewScreen,
  args: {
    companies: ready(adminCompanies),
    onRetry: fn(),
    openId: 2,
    onToggle: fn(),
    details: ready({ representatives: northwindPeople, addresses: northwind.addresses }),
    onRetryDetails: fn(),
    actions: { assign: fn(), remove: fn(), forceDelete: fn() },
  },
} satisfies Meta<typeof AdminOverviewScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NorthwindOpen: Story = {
  tags: ['screen'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Northwind Media Ltd' })).toBeVisible();
    const form = canvas.getByRole('form', { name: 'Assign Passport' });
    await userEvent.click(within(form).getByRole('button', { name: 'Assign' }));
    await expect(args.actions.assign).toHaveBeenCalledWith(2, {
      documentId: 701,
      target: 'corporate',
      representativeId: undefined,
      addressId: undefined,
    });
  },
};

export const Closed: Story = { args: { openId: null } };
export const DetailsLoading: Story = { args: { details: loading } };
export const NoCompanies: Story = { args: { companies: ready([]) } };
export const Loading: Story = { args: { companies: loading } };
export const Failed: Story = { args: { companies: failed('Access denied') } };
