import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider, type SortDescriptor } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/Button';
import { StatusBadge } from '../status-badge/StatusBadge';
import { DataTable, type TableColumn } from './DataTable';

// A DataTable at each width: below the tablet breakpoint a list of cards, one per row, every fact and action in
// view; from it up a table, which scrolls in its region with a shadow over each edge that hides columns.

interface Invoice {
  id: string;
  party: string;
  email: string;
  amount: string;
  sent: string;
  due: string;
  status: string;
}

interface Words {
  from: string;
  amount: string;
  sent: string;
  due: string;
  status: string;
  actions: string;
  pay: string;
  reject: string;
  label: string;
  open: string;
}

const en: Words = {
  from: 'From',
  amount: 'Amount',
  sent: 'Sent',
  due: 'Due',
  status: 'Status',
  actions: 'Actions',
  pay: 'Pay',
  reject: 'Reject',
  label: 'Invoices received',
  open: 'Open',
};

const ru: Words = {
  from: 'От кого',
  amount: 'Сумма',
  sent: 'Отправлен',
  due: 'Оплатить до',
  status: 'Статус',
  actions: 'Действия',
  pay: 'Оплатить',
  reject: 'Отклонить',
  label: 'Полученные счета',
  open: 'Открыть',
};

const invoices: Invoice[] = [
  {
    id: 'inv-1',
    party: 'Northwind Media Ltd',
    email: 'billing@northwind-media.example',
    amount: '€1,245.00',
    sent: 'Nov 30, 2026',
    due: 'Dec 14, 2026',
    status: 'Waiting',
  },
  {
    id: 'inv-2',
    party: 'Greta Hansen',
    email: 'greta.hansen@demo.example',
    amount: '€45.00',
    sent: 'Nov 2, 2026',
    due: 'Nov 16, 2026',
    status: 'Overdue',
  },
];

const columnsIn = (words: Words): TableColumn<Invoice>[] => [
  {
    id: 'party',
    header: words.from,
    isRowHeader: true,
    cell: (invoice) => (
      <>
        {invoice.party}
        <br />
        <small>{invoice.email}</small>
      </>
    ),
  },
  { id: 'amount', header: words.amount, align: 'end', noWrap: true, phone: 'aside', cell: (invoice) => invoice.amount },
  { id: 'sent', header: words.sent, noWrap: true, cell: (invoice) => <time>{invoice.sent}</time> },
  { id: 'due', header: words.due, noWrap: true, cell: (invoice) => <time>{invoice.due}</time> },
  {
    id: 'status',
    header: words.status,
    cell: (invoice) => (
      <StatusBadge tone={invoice.status === 'Overdue' ? 'danger' : 'warning'}>{invoice.status}</StatusBadge>
    ),
  },
  {
    id: 'actions',
    header: words.actions,
    phone: 'actions',
    cell: (invoice) => (
      <span style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <Button size="small" aria-label={`${words.pay} ${invoice.party}`}>
          {words.pay}
        </Button>
        <Button size="small" variant="secondary" aria-label={`${words.reject} ${invoice.party}`}>
          {words.reject}
        </Button>
      </span>
    ),
  },
];

function Invoices({ words = en }: { words?: Words }) {
  return <DataTable label={words.label} columns={columnsIn(words)} rows={invoices} rowKey={(invoice) => invoice.id} />;
}

const meta = {
  title: 'ui/DataTable at each width',
  component: Invoices,
  parameters: {
    viewport: {
      options: {
        phone390: { name: 'Phone', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        tablet768: { name: 'Tablet', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
      },
    },
  },
} satisfies Meta<typeof Invoices>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden from sight the way screen readers still read it (a 1 px clipped box; toBeVisible does not see clipping). */
const outOfSight = (element: HTMLElement) => {
  const box = element.getBoundingClientRect();
  return box.width <= 1 && box.height <= 1;
};

/** Every button of every row inside the viewport, every date on one line, each detail labelled by its column. */
async function expectCardsInView(canvasElement: HTMLElement, words: Words) {
  const canvas = within(canvasElement);
  for (const button of canvas.getAllByRole('button')) {
    const box = button.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  }
  for (const time of canvasElement.querySelectorAll('time')) await expect(time.getClientRects()).toHaveLength(1);
  const firstRow = canvas.getAllByRole('row')[1] as HTMLElement;
  await expect(within(firstRow).getByText(words.due)).toBeVisible();
  // The header row is out of sight, still there for screen readers: each cell keeps its column header.
  const header = canvas.getByRole('columnheader', { name: words.due });
  await expect(outOfSight(header.closest('thead') as HTMLElement)).toBe(true);
  await expect(within(firstRow).getByRole('rowheader')).toHaveTextContent(invoices[0]?.party ?? '');
}

export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone390' } },
  play: async ({ canvasElement }) => {
    await expectCardsInView(canvasElement, en);
    const canvas = within(canvasElement);
    // The amount beside the name, on the card's first line.
    const name = canvas.getByRole('rowheader', { name: /Northwind/ }).getBoundingClientRect();
    const amount = canvas.getByText('€1,245.00').getBoundingClientRect();
    await expect(amount.top).toBeLessThan(name.bottom);
    await expect(amount.left).toBeGreaterThan(name.left);
  },
};

export const OnASmallPhoneInRussian: Story = {
  globals: { viewport: { value: 'mobile1' }, locale: 'ru' },
  args: { words: ru },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    await expectCardsInView(canvasElement, ru);
  },
};

/** On a desktop the same columns are a table: headers in view, the labels of the phone's cards not. */
export const OnADesktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: 'Due' })).toBeVisible();
    const firstRow = canvas.getAllByRole('row')[1] as HTMLElement;
    await expect(within(firstRow).queryByText('Due')).not.toBeVisible();
  },
};

/** A table wider than its place (a tablet, a narrow column): it scrolls, and the edge that hides columns is shaded. */
export const WiderThanItsPlace: Story = {
  globals: { viewport: { value: 'tablet768' } },
  render: () => (
    <div style={{ maxWidth: 420 }}>
      <Invoices />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: en.label });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await waitFor(() => expect(canvasElement.querySelector('[data-edge="end"]')).not.toBeNull());
    await expect(canvasElement.querySelector('[data-edge="start"]')).toBeNull();
    region.scrollLeft = region.scrollWidth;
    await waitFor(() => expect(canvasElement.querySelector('[data-edge="start"]')).not.toBeNull());
    await expect(canvasElement.querySelector('[data-edge="end"]')).toBeNull();
  },
};

interface Payment {
  id: string;
  date: string;
  counterparty: string;
  account: string;
}

const payments: Payment[] = [
  { id: 'tx-2', date: '2026-11-02', counterparty: 'Chen Wei', account: 'LT12 1000 0111 0100 1000' },
  { id: 'tx-1', date: '2026-11-01', counterparty: 'Northwind Media Ltd', account: 'LT12 1000 0111 0100 2000' },
];

const navigate = fn();

function OpeningRows() {
  const [sort, setSort] = useState<SortDescriptor>({ column: 'date', direction: 'descending' });
  const sorted = [...payments].sort((a, b) => (sort.direction === 'ascending' ? 1 : -1) * a.date.localeCompare(b.date));
  const columns: TableColumn<Payment>[] = [
    { id: 'counterparty', header: 'Counterparty', isRowHeader: true, cell: (p) => p.counterparty },
    { id: 'date', header: 'Date', allowsSorting: true, noWrap: true, phone: 'aside', cell: (p) => p.date },
    { id: 'account', header: 'Account', phone: 'hidden', cell: (p) => p.account },
  ];
  return (
    <RouterProvider navigate={navigate}>
      <DataTable
        label="Payments"
        columns={columns}
        rows={sorted}
        rowKey={(p) => p.id}
        sortDescriptor={sort}
        onSortChange={setSort}
        rowHref={(p) => `/history?transactionId=${p.id}`}
      />
    </RouterProvider>
  );
}

/**
 * Rows that open their details may hide a column on phones (its value is in the details, and still read);
 * a sortable column keeps its header in view, to sort by.
 */
export const RowsThatOpenOnAPhone: Story = {
  globals: { viewport: { value: 'mobile1' } },
  render: () => <OpeningRows />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(outOfSight(canvas.getByRole('gridcell', { name: 'LT12 1000 0111 0100 1000' }))).toBe(true);
    const dateHeader = canvas.getByRole('columnheader', { name: /Date/ });
    await expect(dateHeader).toBeVisible();
    await expect(outOfSight(canvas.getByRole('columnheader', { name: 'Account' }))).toBe(true);
    await userEvent.click(dateHeader);
    await expect(dateHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('Northwind Media Ltd');
    await userEvent.click(canvas.getByText('Chen Wei'));
    await expect(navigate).toHaveBeenLastCalledWith('/history?transactionId=tx-2', undefined);
  },
};
