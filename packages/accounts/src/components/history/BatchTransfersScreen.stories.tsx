import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { failed, loading, ready } from '../common/Loadable';
import { sampleBatches, sampleBatchFile, sampleSamples } from '../fixtures';
import { BatchTransfersScreen } from './BatchTransfersScreen';

const onSearchChange = fn();
const meta = {
  title: 'accounts/BatchTransfersScreen',
  component: BatchTransfersScreen,
  args: {
    search: {},
    batches: ready(sampleBatches),
    samples: ready(sampleSamples),
    file: null,
    onSearchChange,
    onRetry: fn(),
  },
} satisfies Meta<typeof BatchTransfersScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {
  tags: ['screen'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'Batches' });
    await expect(grid).toHaveTextContent('Partially completed');
    await expect(grid).toHaveTextContent('Draft');
    // a global pay batch opens on its batch screen; another batch's file opens here (same id, other table)
    await expect(canvas.getByRole('link', { name: 'Open the batch Global payees, November' })).toHaveAttribute(
      'href',
      '/transfer/external/global-summary?batchId=2',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'View the file of Freelancers, design sprint' }));
    await expect(onSearchChange).toHaveBeenCalledWith({ batch: 2 });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Wire transfer' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Apply filters' }));
    await expect(onSearchChange).toHaveBeenCalledWith({
      search: undefined,
      types: '3',
      from: undefined,
      to: undefined,
    });
  },
};

export const Loading: Story = { args: { batches: loading, samples: loading } };
export const Empty: Story = { args: { batches: ready({ batches: [], results: 0, pageNumber: 1, pageSize: 20 }) } };
export const Failed: Story = { args: { batches: failed('Server is not available') } };

export const FileOpen: Story = {
  args: { search: { batch: 2 }, file: ready(sampleBatchFile) },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog');
    await expect(dialog).toHaveTextContent('Ioana Radu');
    await expect(within(dialog).getByRole('link', { name: 'Download the file' })).toHaveAttribute(
      'download',
      'freelancers-design-sprint.csv',
    );
  },
};
