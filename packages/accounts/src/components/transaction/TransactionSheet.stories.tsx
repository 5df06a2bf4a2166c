import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { failed, loading, ready } from '../common/Loadable';
import { sampleHeldRequest, sampleIncoming, sampleOwnTransfer, sampleWire } from './fixtures';
import { TransactionSheet, type TransactionSheetProps } from './TransactionSheet';

const onDownload = fn();
const onClose = fn();
const base: TransactionSheetProps = {
  details: ready(sampleWire),
  mode: 'page',
  closeHref: '/history?type=3',
  backLabel: 'Back to history',
  typeName: (details) => details.operationType,
  repeatHref: '/transfer/external?repeat=131',
  proof: { isLoading: false, error: null, onDownload },
  onClose,
  onRetry: fn(),
};

const meta = { title: 'accounts/TransactionSheet', component: TransactionSheet, args: base } satisfies Meta<
  typeof TransactionSheet
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A phone: the details are a page with a way back to the list. */
export const Page: Story = {
  tags: ['screen'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Transaction details', level: 1 })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: /Back to history/ })).toHaveAttribute('href', '/history?type=3');
    const facts = canvasElement.querySelector('dl') as HTMLElement;
    for (const text of ['€420.00', '€3.50', '€423.50', '1 EUR = 1.08 USD', '$453.60', 'DE94500700100123456789'])
      await expect(facts).toHaveTextContent(text);
    await expect(canvas.getByText('The money left your account and was delivered.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Repeat' })).toHaveAttribute('href', '/transfer/external?repeat=131');
    await userEvent.click(canvas.getByRole('button', { name: 'Download proof of payment' }));
    await expect(onDownload).toHaveBeenCalled();
  },
};

/** Tablet and wider: a dialog over the list; Escape closes it. */
export const Dialog: Story = {
  args: { mode: 'dialog' },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Transaction details' });
    await expect(dialog).toHaveTextContent('Hans Müller');
    await userEvent.keyboard('{Escape}');
    await expect(onClose).toHaveBeenCalled();
  },
};

/** A company request waiting for an approver: the amount is held, no proof yet, who asked for it. */
export const WaitingForApproval: Story = {
  args: { details: ready(sampleHeldRequest), repeatHref: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Waiting for approval/)).toBeVisible();
    await expect(canvas.getByText('Erin Walsh')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Download proof of payment' })).toBeNull();
  },
};

export const Incoming: Story = { args: { details: ready(sampleIncoming), repeatHref: null } };
export const BetweenOwnAccounts: Story = {
  args: { details: ready(sampleOwnTransfer), repeatHref: '/transfer/account?repeat=160' },
};
export const Loading: Story = { args: { details: loading } };
export const Failed: Story = { args: { details: failed('Transaction 999 not found') } };
export const ProofPreparing: Story = { args: { proof: { isLoading: true, error: null, onDownload } } };
export const ProofFailed: Story = {
  args: {
    proof: {
      isLoading: false,
      error: 'No connection to the server. Check your internet connection and try again.',
      onDownload,
    },
  },
};
