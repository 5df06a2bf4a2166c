import { failed, loading, ready } from '@paydeck/accounts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { massRows, p2pSummary, wireSummary } from './fixtures';
import { MassConfirmScreen } from './MassConfirmScreen';

const meta = {
  title: 'transfers/mass/MassConfirmScreen',
  component: MassConfirmScreen,
  args: {
    pending: { rail: 'wire', batchName: 'November', accountNumber: 'PD0000000019', fileName: 'wires.csv' },
    summary: ready(wireSummary),
    uploadHref: '/transfer/mass/wire',
    onRetry: fn(),
    onBack: fn(),
    onSubmit: fn(),
    submitting: false,
    refusal: null,
  },
} satisfies Meta<typeof MassConfirmScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The summary in the interface language's money format; the bad row says why it is not sent. */
export const Confirm: Story = {
  tags: ['screen'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('mass-estimated-total')).toHaveTextContent('€145.00');
    await expect(canvas.getByTestId('mass-row-3')).toHaveTextContent('Line 4');
    await expect(canvas.getByText('IBAN: is not a valid IBAN')).toBeVisible();
    await expect(canvas.getByText('PD0000000019', { selector: 'dd' })).toBeVisible(); // from which account
    await expect(canvas.getByText('€20.00', { selector: 'dd' })).toBeVisible(); // the two fees
    await userEvent.click(canvas.getByRole('button', { name: 'Send the payments' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

export const P2pWithMarkup: Story = {
  args: {
    pending: { rail: 'p2p', batchName: 'Lunch', accountNumber: 'PD0000000019', fileName: null },
    summary: ready(p2pSummary),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Extra currency exchange markup')).toBeVisible();
    await expect(canvas.getByText('1.00%')).toBeVisible();
  },
};

export const Loading: Story = { args: { summary: loading } };

/** A refused file: each problem with its line, the sample file, and a way back to choose another. */
export const FileRefused: Story = {
  args: {
    summary: failed('Validation failed'),
    fileRefusals: [{ problem: 'cells', line: 3, column: null, detail: 'row 3 must have 8 cells' }],
    sampleHref: '/api/files/mass-sample-wire',
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const report = canvas.getByRole('list', { name: 'Problems in the file' });
    await expect(report).toHaveTextContent('Line 3');
    await expect(report).toHaveTextContent('This line must have 8 cells');
    await expect(canvas.getByRole('link', { name: 'Download the sample file' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Choose another file' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

/** A malformed answer is shown, with a retry. */
export const Failed: Story = {
  args: { summary: failed('The server is not available') },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The server is not available');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Nothing kept (a direct visit, a damaged entry): a link back to the rail's upload. */
export const Empty: Story = {
  args: { pending: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nothing to confirm')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the upload' })).toHaveAttribute('href', '/transfer/mass/wire');
  },
};

/** Reloaded with a file too large to keep: it must be chosen again, by a link back to the upload. */
export const FileToChooseAgain: Story = {
  args: { pending: null, fileToChooseAgain: 'payroll.xlsx', uploadHref: '/transfer/mass/eft' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Choose the file again')).toBeVisible();
    await expect(canvas.getByText(/The file payroll\.xlsx is larger than/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the upload' })).toHaveAttribute('href', '/transfer/mass/eft');
  },
};

/** 1,000 rows: only those in view are in the document. */
export const ManyRows: Story = {
  args: { summary: ready({ ...wireSummary, rows: massRows(1000) }) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-testid^="mass-row-"]').length).toBeLessThan(60);
  },
};
