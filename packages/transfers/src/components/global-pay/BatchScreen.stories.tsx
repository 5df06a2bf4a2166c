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
    onSubmit: fn(async () => undefined),
    onCancel: fn(),
    account: { accountNumber: 'PD0000000021', available: '4649.95' },
    sampleHref: '/api/files/mass-sample-global',
  },
} satisfies Meta<typeof BatchScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A draft with one bad row: submit waits until it is fixed (the dialog's edit is the journey's step). */
export const Draft: Story = {
  tags: ['screen'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('1 payment needs fixing before you submit');
    await expect(canvas.getByRole('button', { name: 'Review and submit' })).toBeDisabled();
    // the row report: the payment, its line in the file, the column and what is wrong
    const report = canvas.getByRole('list', { name: 'Payments to fix' });
    await expect(report).toHaveTextContent('Payment 3 (line 4 of the file)');
    await expect(report).toHaveTextContent('Payee e-mail (beneficiaryEmail): Not an e-mail address');
    await expect(canvas.getByTestId('batch-estimated-total')).toHaveTextContent('£1,512.00');
    await expect(canvas.getByTestId('payment-1')).toHaveTextContent('£10.25');
    await expect(canvas.getByTestId('payment-1')).toHaveTextContent('Individual');
    await expect(canvas.getByTestId('payment-1')).toHaveTextContent('Romania');
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
    await userEvent.click(canvas.getByRole('button', { name: 'Review and submit' }));
    await expect(args.onSubmit).not.toHaveBeenCalled(); // a review first
    const page = within(canvasElement.ownerDocument.body);
    const review = page.getByRole('dialog', { name: 'Review the batch' });
    await expect(review).toHaveTextContent('PD0000000021');
    await expect(within(review).getByTestId('review-total')).toHaveTextContent('£1,512.00');
    await userEvent.click(within(review).getByRole('button', { name: 'Confirm and submit' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
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
    await expect(canvas.queryByRole('button', { name: 'Review and submit' })).toBeNull();
  },
};

/** The account cannot pay the total: the review says so and cannot be confirmed. */
export const NotEnoughMoney: Story = {
  args: {
    batch: { ...draftBatch, payments: demoRows(50) },
    account: { accountNumber: 'PD0000000021', available: '12.00' },
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Review and submit' }));
    const review = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Review the batch' });
    await expect(within(review).getByRole('alert')).toHaveTextContent('does not have enough money');
    await expect(within(review).getByRole('button', { name: 'Confirm and submit' })).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** After the submit: one outcome, with the reference and where to follow the batch. */
export const Outcome: Story = {
  args: {
    batch: { ...draftBatch, status: 'submitted', payments: demoRows(50).map((row) => ({ ...row, status: 'new' })) },
    outcome: { status: 'submitted', transactionId: 4211, count: 48, total: '1512.00' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'The batch was submitted' })).toBeVisible();
    await expect(canvas.getByTestId('batch-reference')).toHaveTextContent('4211');
    await expect(canvas.getByRole('link', { name: 'See it in batch transfers' })).toBeVisible();
  },
};

/** 1,000 rows: only the rows in view are in the document. */
export const Thousand: Story = {
  args: { batch: { ...draftBatch, payments: demoRows(1000) } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-testid^="payment-"]').length).toBeLessThan(60);
  },
};
