import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { documentsInEveryStatus, uploaded } from '../fixtures';
import { DocumentList } from './DocumentList';

const meta = {
  title: 'kyc/DocumentList',
  component: DocumentList,
  args: { documents: documentsInEveryStatus, label: 'Documents' },
} satisfies Meta<typeof DocumentList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every document status of the spec, with the reject reasons where the bank gave one. */
export const EveryStatus: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Documents' });
    for (const word of [
      'Submitted',
      'Confirmed',
      'Canceled',
      'Deleted',
      'Rejected',
      'Under investigation',
      'Expired',
      'Pending review',
      'Name does not match',
    ]) {
      await expect(list).toHaveTextContent(word);
    }
    await expect(list).toHaveTextContent('Reason: The photo is blurred');
  },
};
export const Submitted: Story = { args: { documents: [uploaded(1, 0)] } };
export const Confirmed: Story = { args: { documents: [uploaded(1, 2)] } };
export const Canceled: Story = { args: { documents: [uploaded(1, 4)] } };
export const Deleted: Story = { args: { documents: [uploaded(1, 5)] } };
export const Rejected: Story = { args: { documents: [uploaded(1, 26)] } };
export const UnderInvestigation: Story = { args: { documents: [uploaded(1, 31)] } };
export const Expired: Story = { args: { documents: [uploaded(1, 38)] } };
export const Pending: Story = { args: { documents: [uploaded(1, 41)] } };
export const NameMismatch: Story = { args: { documents: [uploaded(1, 64)] } };
export const FrontAndBack: Story = {
  args: { documents: [uploaded(1, 41), uploaded(2, 41, { isSubDocument: true })] },
};
export const Empty: Story = { args: { documents: [] } };
