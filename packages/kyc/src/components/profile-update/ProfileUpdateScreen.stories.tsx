import { failed, loading, ready } from '@paydeck/accounts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { profile } from '../fixtures';
import { ProfileUpdateScreen } from './ProfileUpdateScreen';

const meta = {
  title: 'kyc/ProfileUpdateScreen',
  component: ProfileUpdateScreen,
  args: { profile: ready(profile), today: '2026-11-24', onRetry: fn(), onSubmit: fn() },
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
export const Loading: Story = { args: { profile: loading } };
export const Failed: Story = { args: { profile: failed('Server is not available') } };
