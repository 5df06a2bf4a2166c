import { failed, loading, ready } from '@paydeck/accounts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { received, sent } from './fixtures';
import { InvoicesScreen } from './InvoicesScreen';

const meta = {
  title: 'invoices/InvoicesScreen',
  component: InvoicesScreen,
  args: {
    search: {},
    list: ready({ invoices: received, results: received.length }),
    today: '2026-11-25',
    onSearchChange: fn(),
    onAction: fn(),
    onCreate: fn(),
    onFund: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof InvoicesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Received: Story = {
  tags: ['screen'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('grid', { name: 'Invoices received' });
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
    await expect(table).toHaveTextContent('Account funding'); // the system funding invoice, named so
    await expect(table).toHaveTextContent('Overdue'); // cleo's, due 2026-11-10 and unpaid
    // a funding invoice is viewed only; anna's open one may be paid or rejected
    await expect(canvas.queryByRole('button', { name: 'Pay the invoice from Account funding' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Pay the invoice from Anna Novak' }));
    await expect(args.onAction).toHaveBeenCalledWith('pay', received[0]);
    await userEvent.click(canvas.getByRole('tab', { name: 'Sent' }));
    await expect(args.onSearchChange).toHaveBeenCalledWith({ list: 'sent' });
  },
};

/** A read-only company user (right 1): the invoices and View; nothing to create, fund, pay or reject. */
export const ReadOnly: Story = {
  args: { canChange: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Create an invoice' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Fund by invoice' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Pay / })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Reject / })).toBeNull();
    await expect(canvas.getAllByRole('button', { name: /^View / }).length).toBeGreaterThan(0);
  },
};

export const Sent: Story = {
  args: { search: { list: 'sent' }, list: ready({ invoices: sent, results: 2 }) },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('grid', { name: 'Invoices sent' });
    await expect(table).toHaveTextContent('Awaiting payment');
    await expect(table).toHaveTextContent('Note: Paid you in cash');
  },
};

export const Filtering: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Amount from' }), '50');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Amount to' }), '10');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply filters' }));
    await expect(canvas.getByText('The largest amount must not be below the smallest.')).toBeInTheDocument();
    await expect(args.onSearchChange).not.toHaveBeenCalled();
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Amount to' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Amount to' }), '100,5');
    await userEvent.type(canvas.getByRole('searchbox', { name: "Sender's e-mail" }), 'anna');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply filters' }));
    await expect(args.onSearchChange).toHaveBeenCalledWith({ min: '50', max: '100.5', email: 'anna' });
  },
};

export const SecondPage: Story = {
  args: { search: { page: 2 }, list: ready({ invoices: received, results: 24 }) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('21–24 of 24');
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(args.onSearchChange).toHaveBeenCalledWith({});
  },
};

export const NoneMatch: Story = {
  args: { search: { status: 1 }, list: ready({ invoices: [], results: 0 }) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No invoices match these filters' })).toBeInTheDocument();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Clear filters' })[1] as HTMLElement);
    await expect(args.onSearchChange).toHaveBeenCalledWith({});
  },
};

export const NoneReceived: Story = { args: { list: ready({ invoices: [], results: 0 }) } };

export const Loading: Story = { args: { list: loading } };

export const Failed: Story = {
  args: { list: failed('The server is not available. Try again in a moment.') },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Try again/ }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const JustSent: Story = {
  args: {
    search: { list: 'sent' },
    list: ready({ invoices: sent, results: 2 }),
    notice: <p>Your invoice was sent.</p>,
  },
};
