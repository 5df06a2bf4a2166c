import { failed, loading, ready } from '@paydeck/accounts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { linaKyc, uploaded, verifiedKyc } from '../fixtures';
import { LimitedAccountScreen } from './LimitedAccountScreen';

const meta = {
  title: 'kyc/LimitedAccountScreen',
  component: LimitedAccountScreen,
  args: { kyc: ready(linaKyc), onRetry: fn(), today: '2026-11-24', onUpload: fn(), canUpload: true },
} satisfies Meta<typeof LimitedAccountScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Lina: Story = {
  tags: ['screen'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Account status' })).toHaveTextContent('Limited');
    await expect(canvas.getByRole('form', { name: 'Upload Utility bill' })).toBeVisible();
    await expect(canvas.getByText('We have this document and will review it.')).toBeVisible();
  },
};

/** Without the right to send documents (a company's right 1, an admin acting for the customer): what was sent. */
export const ReadOnly: Story = {
  args: { canUpload: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You can see these documents but not send new ones.')).toBeVisible();
    await expect(canvas.getByText('We have this document and will review it.')).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Upload Utility bill' })).toBeNull();
  },
};

export const EveryReasonAnswered: Story = {
  args: {
    kyc: ready({
      ...linaKyc,
      limitReasons: linaKyc.limitReasons.map((reason) => ({
        ...reason,
        requirementDocuments: reason.requirementDocuments.map((required) => ({
          ...required,
          uploadedDocuments: [uploaded(7000 + reason.id, 41)],
        })),
      })),
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Account status' })).toHaveTextContent(
      'Under review',
    );
  },
};

export const NotLimited: Story = { args: { kyc: ready(verifiedKyc) } };
export const Loading: Story = { args: { kyc: loading } };
export const Failed: Story = { args: { kyc: failed('Server is not available') } };
