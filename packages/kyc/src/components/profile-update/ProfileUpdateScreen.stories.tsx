import { failed, loading, ready } from '@paydeck/accounts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { profile } from '../fixtures';
import { ProfileUpdateScreen } from './ProfileUpdateScreen';

const meta = {
  title: 'kyc/ProfileUpdateScreen',
  component: ProfileUpdateScreen,
  args: { profile: ready(profile), today: '2026-11-24', onRetry: fn(), onSubmit: fn(), canManage: true },
} satisfies Meta<typeof ProfileUpdateScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Update: Story = {
  tags: ['screen'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: /First name/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save my details' }));
    await expect(await canvas.findByText('Enter your first name.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
/** Without full access (a company's read-only user, an admin acting for the customer): the details as they stand. */
export const ReadOnly: Story = {
  args: { canManage: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You can see these details but not change them.')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Personal details' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Save my details' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Update' })).toBeNull();
  },
};
export const Loading: Story = { args: { profile: loading } };
export const Failed: Story = { args: { profile: failed('Server is not available') } };
