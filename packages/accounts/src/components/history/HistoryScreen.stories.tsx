import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { failed, loading, ready } from '../common/Loadable';
import { emptyHistory, sampleAccounts, sampleAuthorizations, sampleHistory, sampleTypes } from '../fixtures';
import { HistoryScreen, type HistoryScreenProps } from './HistoryScreen';

const onSearchChange = fn();
const base: HistoryScreenProps = {
  search: {},
  accounts: sampleAccounts,
  types: sampleTypes,
  page: ready(sampleHistory),
  authorizations: null,
  canDebitCard: false,
  typeName: (row) => row.operationType,
  rowHref: (row) => `/history?transactionId=${row.transactionId}`,
  onSearchChange,
  onExport: fn(),
  exporting: false,
  onRetry: fn(),
};

const meta = { title: 'accounts/HistoryScreen', component: HistoryScreen, args: base } satisfies Meta<
  typeof HistoryScreen
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {
  tags: ['screen'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('grid', { name: 'Transactions' });
    await expect(within(table).getAllByRole('row')).toHaveLength(sampleHistory.transactions.transaction.length + 1);
    await expect(table).toHaveTextContent('-€420.00');
    await expect(table).toHaveTextContent('€1,850.00');
    await expect(canvas.getByText('1–20 of 76')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Rejected/ }));
    await expect(onSearchChange).toHaveBeenLastCalledWith({ status: 26, page: undefined });
  },
};

export const Loading: Story = { args: { page: loading } };
export const Empty: Story = { args: { page: ready(emptyHistory), search: { keyword: 'nothing like this' } } };
export const Failed: Story = { args: { page: failed('Server is not available') } };

/** A link with filters: the form shows them; a wrong e-mail is refused before any request. */
export const Filtered: Story = {
  args: {
    search: { type: 3, from: '2026-10-01', to: '2026-10-31', min: '100', page: 2 },
    page: ready({ ...sampleHistory, pageNumber: 2 }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The dates are the app's date fields (the language's order), not the browser's native input.
    const from = within(await canvas.findByRole('group', { name: 'From date' }));
    await expect(from.getByRole('spinbutton', { name: /year/ })).toHaveTextContent('2026');
    await expect(from.getByRole('spinbutton', { name: /month/ })).toHaveTextContent('10');
    await expect(from.getByRole('spinbutton', { name: /day/ })).toHaveTextContent(/^0?1$/);
    await userEvent.type(canvas.getByLabelText('Counterparty e-mail'), 'a@b.c');
    onSearchChange.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Apply filters' }));
    await expect(canvas.getByText('Enter a valid e-mail address.')).toBeVisible();
    await expect(onSearchChange).not.toHaveBeenCalled();
  },
};

export const Exporting: Story = { args: { exporting: true } };
export const ExportFailed: Story = {
  args: { exportError: 'No connection to the server. Check your internet connection and try again.' },
};

export const CardAuthorisations: Story = {
  args: { search: { view: 'authorizations', accountId: 11 }, authorizations: ready(sampleAuthorizations) },
};

export const CardAuthorisationsNoAccount: Story = {
  args: { search: { view: 'authorizations' }, authorizations: loading },
};

export const DebitCardAuthorisationsEmpty: Story = {
  args: {
    canDebitCard: true,
    search: { view: 'debit-card', accountId: 11 },
    authorizations: ready({ authorizations: [], results: 0, pageNumber: 1, pageSize: 10 }),
  },
};
