import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UploadScreen } from './UploadScreen';

const meta = {
  title: 'transfers/global-pay/UploadScreen',
  component: UploadScreen,
  args: {
    accounts: [
      { accountId: 21, accountNumber: 'PD0000000021', available: '4649.95', currencyCode: 'GBP' },
      { accountId: 19, accountNumber: 'PD0000000019', available: '26798.06', currencyCode: 'EUR' },
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

const batchFileInput = (root: HTMLElement) => root.querySelector<HTMLInputElement>('input[type=file]');

export const Upload: Story = {
  tags: ['screen'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    await expect(canvas.getByText('Name the batch.')).toBeInTheDocument();
    await expect(canvas.getByText('Choose a CSV or XLSX file.')).toBeInTheDocument();
    await expect(args.onUpload).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Batch name' }), 'November');
    const file = new File(['amount\n'], 'payees.csv', { type: 'text/csv' });
    await userEvent.upload(batchFileInput(canvasElement) as HTMLInputElement, file);
    await expect(canvas.getByText('payees.csv')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    await expect(args.onUpload).toHaveBeenCalledWith({ batchName: 'November', accountId: 21, attachedFile: file });
  },
};

/** The accounts in a styled list, each balance in the interface language's money format. */
export const ChooseAccount: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Pay from/ });
    await expect(trigger).toHaveTextContent('PD0000000021 · £4,649.95');
    await userEvent.click(trigger);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('option', { name: 'PD0000000019 · €26,798.06' }));
    await expect(trigger).toHaveTextContent('PD0000000019 · €26,798.06');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Batch name' }), 'December');
    const file = new File(['amount\n'], 'payees.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    await userEvent.upload(batchFileInput(canvasElement) as HTMLInputElement, file);
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    await expect(args.onUpload).toHaveBeenCalledWith({ batchName: 'December', accountId: 19, attachedFile: file });
  },
};

/** A file of another type is refused by the picker on the spot; nothing is sent. */
export const WrongFileType: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Batch name' }), 'November');
    const input = batchFileInput(canvasElement) as HTMLInputElement;
    await userEvent.upload(input, new File(['%PDF'], 'payees.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    await expect(canvas.getByText('This file type is not accepted. Use CSV, XLSX.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    await expect(args.onUpload).not.toHaveBeenCalled();
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
    // the file picker keeps its own (empty) live region: the refusal is the alert with the server's words
    const alerts = within(canvasElement).getAllByRole('alert');
    await expect(alerts.some((alert) => alert.textContent?.includes('at most 1,000 payment rows'))).toBe(true);
  },
};

/** A file refused whole: each problem with its line and column, in words, and the sample file beside it. */
export const FileRefused: Story = {
  args: {
    fileRefusals: [
      { problem: 'columns', line: 1, column: null, detail: '' },
      {
        problem: 'cellText',
        line: 4,
        column: 'beneficiaryName',
        detail: 'must not contain control characters (U+0007)',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const report = canvas.getByRole('list', { name: 'Problems in the file' });
    await expect(report).toHaveTextContent('Line 1');
    await expect(report).toHaveTextContent('The first line must name the columns amount, description');
    await expect(report).toHaveTextContent('Line 4, column Payee name (beneficiaryName)');
    await expect(report).toHaveTextContent('must not contain control characters');
    await expect(canvas.getAllByRole('link', { name: 'Download the sample file' }).length).toBeGreaterThan(0);
  },
};
