import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BatchScreen } from './BatchScreen';
import { demoRows, draftBatch } from './fixtures';

const meta = {
  title: 'transfers/global-pay/BatchScreen',
  component: BatchScreen,
  args: {
    batch: draftBatch,
    busyId: null,
    failure: null,
    submitting: false,
    onSaveRow: fn(async () => undefined),
    onRemove: fn(),
    onRestore: fn(),
    onFeeSide: fn(),
    onForbid: fn(),
    onSubmit: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof BatchScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A draft with one bad row: submit waits until it is fixed (the dialog's edit is the journey's step). */
export const Draft: Story = {
  tags: ['screen'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('1 payments need fixing before you submit');
    await expect(canvas.getByRole('button', { name: 'Submit the batch' })).toBeDisabled();
    await expect(canvas.getAllByText('Not valid').length).toBeGreaterThan(0);
  },
};

export const ForbidAndRemove: Story = {
  args: { batch: { ...draftBatch, payments: demoRows(50) } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Allow Wire for Payee 2' }));
    await expect(args.onForbid).toHaveBeenCalledWith(expect.objectContaining({ paymentId: 2 }), 'wire', true);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Payee 2' }));
    await expect(args.onRemove).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Restore Payee 5' }));
    await expect(args.onRestore).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit the batch' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

export const Refused: Story = {
  args: { failure: 'payments: row 3 has problems' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('row 3 has problems');
  },
};

export const Submitted: Story = {
  args: {
    batch: {
      ...draftBatch,
      status: 'submitted',
      payments: demoRows(50).map((row, i) => ({ ...row, status: i === 1 ? 'paid' : 'new' })),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Submitted');
    await expect(canvas.getByTestId('payment-2')).toHaveTextContent('Paid');
    await expect(canvas.queryByRole('button', { name: 'Submit the batch' })).toBeNull();
  },
};

/** 1,000 rows: only the rows in view are in the document. */
export const Thousand: Story = {
  args: { batch: { ...draftBatch, payments: demoRows(1000) } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-testid^="payment-"]').length).toBeLessThan(60);
  },
};
