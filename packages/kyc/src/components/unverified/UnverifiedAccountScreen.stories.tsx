import { failed, loading, ready } from '@paydeck/accounts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { passport, umaKyc, unconfirmedPhone } from '../fixtures';
import { UnverifiedAccountScreen } from './UnverifiedAccountScreen';

const meta = {
  title: 'kyc/UnverifiedAccountScreen',
  component: UnverifiedAccountScreen,
  args: { kyc: ready(umaKyc), onRetry: fn() },
} satisfies Meta<typeof UnverifiedAccountScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Uma: Story = {
  tags: ['screen'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Add an identity document')).toBeVisible();
    await expect(canvas.getByText('Confirm your phone number')).toBeVisible();
  },
};
export const UnderReview: Story = {
  args: {
    kyc: ready({ ...umaKyc, identityDocuments: [passport], phones: [{ ...unconfirmedPhone, confirmed: true }] }),
  },
};
export const Loading: Story = { args: { kyc: loading } };
export const Failed: Story = { args: { kyc: failed('Server is not available') } };
