import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UploadScreen } from './UploadScreen';

const meta = {
  title: 'transfers/global-pay/UploadScreen',
  component: UploadScreen,
  args: {
    accounts: [
      { accountId: 21, label: 'PD0000000021 · 4649.95 GBP' },
      { accountId: 19, label: 'PD0000000019 · 1193.68 EUR' },
    ],
    sampleHref: '/api/files/mass-sample-global',
    onUpload: fn(async () => undefined),
    identical: null,
    onConfirmIdentical: fn(),
    onDismissIdentical: fn(),
    confirming: false,
    refusal: null,
  },
} satisfies Meta<typeof UploadScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Upload: Story = {
  tags: ['screen'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    await expect(canvas.getByText('Name the batch.')).toBeInTheDocument();
    await expect(canvas.getAllByText('Choose a CSV or XLSX file.').length).toBeGreaterThan(0);
    await expect(args.onUpload).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Batch name' }), 'November');
    const file = new File(['amount\n'], 'payees.csv', { type: 'text/csv' });
    await userEvent.upload(canvas.getByLabelText('Batch file'), file);
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    await expect(args.onUpload).toHaveBeenCalledWith({ batchName: 'November', accountId: 21, attachedFile: file });
  },
};

/** Code 92: the identical batch's date, and a choice. */
export const IdenticalBatch: Story = {
  args: { identical: { batchId: 3, date: '2026-11-20T09:30:00.000Z' } },
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = page.getByRole('dialog', { name: 'This batch was uploaded already' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload again' }));
    await expect(args.onConfirmIdentical).toHaveBeenCalled();
  },
};

export const Refused: Story = {
  args: { refusal: 'attachedFile: must have at most 1,000 payment rows' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('at most 1,000 payment rows');
  },
};
