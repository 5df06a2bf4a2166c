import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider, type SortDescriptor } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmptyState } from '../empty-state/EmptyState';
import { StatusBadge } from '../status-badge/StatusBadge';
import { DataTable, type TableColumn } from './DataTable';
import { pageSlice } from './paging';

interface Payment {
  id: string;
  date: string;
  counterparty: string;
  amount: string;
  status: 'Completed' | 'Pending';
}

const payments: Payment[] = Array.from({ length: 60 }, (_, i) => ({
  id: `tx-${i + 1}`,
  date: `2026-11-${String((i % 28) + 1).padStart(2, '0')}`,
  counterparty: `Counterparty ${i + 1}`,
  amount: `${(i + 1) * 3}.50 EUR`,
  status: i % 4 === 0 ? 'Pending' : 'Completed',
}));

const columns: TableColumn<Payment>[] = [
  { id: 'date', header: 'Date', cell: (p) => p.date, allowsSorting: true },
  { id: 'counterparty', header: 'Counterparty', cell: (p) => p.counterparty, isRowHeader: true },
  { id: 'amount', header: 'Amount', cell: (p) => p.amount, align: 'end' },
  {
    id: 'status',
    header: 'Status',
    cell: (p) => <StatusBadge tone={p.status === 'Pending' ? 'warning' : 'success'}>{p.status}</StatusBadge>,
  },
];

function PagedPayments({ rows = payments }: { rows?: Payment[] }) {
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SortDescriptor>({ column: 'date', direction: 'ascending' });
  const sorted = [...rows].sort((a, b) => (sort.direction === 'ascending' ? 1 : -1) * a.date.localeCompare(b.date));
  return (
    <DataTable
      label="Payments"
      columns={columns}
      rows={pageSlice(sorted, page)}
      rowKey={(p) => p.id}
      page={page}
      total={rows.length}
      onPageChange={setPage}
      sortDescriptor={sort}
      onSortChange={setSort}
      empty={<EmptyState title="No payments yet" description="Payments you send or receive appear here." />}
    />
  );
}

const meta = { title: 'ui/DataTable', component: PagedPayments } satisfies Meta<typeof PagedPayments>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Paging: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('grid', { name: 'Payments' });
    // 25 rows a page plus the header row.
    await expect(within(table).getAllByRole('row')).toHaveLength(26);
    await expect(canvas.getByText('1–25 of 60')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByText('26–50 of 60')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Page 3' }));
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

export const Sorting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('columnheader', { name: /Date/ });
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(header);
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    const firstRow = within(canvas.getByRole('grid')).getAllByRole('row')[1] as HTMLElement;
    await expect(firstRow).toHaveTextContent('2026-11-28');
  },
};

export const Loading: Story = {
  render: () => (
    <DataTable
      label="Payments"
      columns={columns}
      rows={[]}
      rowKey={(p) => p.id}
      isLoading
      total={0}
      onPageChange={() => {}}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No payments yet' })).toBeVisible();
  },
};

const navigate = fn();

/** Rows that open something (`rowHref`): a click anywhere on a row, or Enter on the focused row, goes there. */
export const RowLinks: Story = {
  render: () => (
    <RouterProvider navigate={navigate}>
      <DataTable
        label="Payments"
        columns={columns}
        rows={payments.slice(0, 3)}
        rowKey={(p) => p.id}
        rowHref={(p) => `/history?transactionId=${p.id}`}
      />
    </RouterProvider>
  ),
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('row');
    await userEvent.click(within(rows[2] as HTMLElement).getByText('6.50 EUR'));
    await expect(navigate).toHaveBeenLastCalledWith('/history?transactionId=tx-2', undefined);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(navigate).toHaveBeenLastCalledWith('/history?transactionId=tx-3', undefined);
  },
};
