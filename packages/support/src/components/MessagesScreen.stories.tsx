import { loading, ready } from '@paydeck/accounts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Thread, Ticket } from '../api/schemas';
import { MessagesScreen } from './MessagesScreen';

const now = Date.parse('2026-11-25T12:00:00.000Z');
const at = (days: number) => new Date(now - days * 86_400_000).toISOString();
const ticket = (n: number, status: string, direction: 'in' | 'out', days: number, readDays?: number): Ticket => ({
  id: String(n),
  ticketNumber: String(100_000 + n),
  subject: `Question ${n}`,
  status,
  createdAt: at(days + 1),
  updatedAt: at(days),
  lastThread: { id: String(n * 10), direction, createdTime: at(days), summary: 'The last words' },
  cf: { cf_customer_read_at: readDays === undefined ? null : at(readDays) },
});
const tickets = [ticket(1, 'Open', 'out', 1), ticket(2, 'Open', 'in', 2, 2), ticket(3, 'Closed', 'out', 30, 29)];
const threads: Thread[] = [
  {
    id: '1',
    direction: 'in',
    author: { name: 'Anna Novak', type: 'END_USER' },
    content: '<b>not bold</b>',
    contentType: 'text/plain',
    createdTime: at(2),
    attachments: [{ id: '5', name: 'statement.pdf', size: 2000, type: 'application/pdf', href: '/helpdesk/x' }],
  },
  {
    id: '2',
    direction: 'out',
    author: { name: 'Support agent', type: 'AGENT' },
    content:
      '<p>See <a href="https://example.com">help</a><script>window.__story=1</script><img src=x onerror="window.__story=2"></p>',
    contentType: 'text/html',
    createdTime: at(1),
    attachments: [],
  },
];

const previews = { '1': threads, '2': threads.slice(0, 1) };
const threadList = threads.map(({ content: _content, contentType: _type, attachments, ...rest }) => ({
  ...rest,
  summary: '',
  attachmentCount: attachments.length,
}));

const meta = {
  title: 'support/MessagesScreen',
  component: MessagesScreen,
  args: {
    tickets: ready(tickets),
    stats: { all: 3, open: 1, new: 1, closed: 1 },
    previews,
    agent: { name: 'Maria Lopez', email: 'maria@paydeck.test', photoURL: null },
    identity: { id: '12', name: 'Anna Novak', email: 'anna@paydeck.test' },
    fields: [
      { apiName: 'subject', type: 'Text', isMandatory: true, isReadOnly: false, maxLength: 120 },
      { apiName: 'description', type: 'Textarea', isMandatory: true, isReadOnly: false, maxLength: 10_000 },
    ],
    threadList,
    now,
    filter: 'all',
    onFilter: fn(),
    selected: tickets[0] ?? null,
    threads: ready(threads),
    composing: false,
    onCompose: fn(),
    onSendTicket: fn(),
    onReply: fn(),
    onDownload: fn(),
    unavailable: false,
    onRetry: fn(),
  },
} satisfies Meta<typeof MessagesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Conversation: Story = {
  tags: ['screen'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('region', { name: 'Tickets' });
    await expect(list).toHaveTextContent('New');
    await expect(list).toHaveTextContent('Unread');
    await expect(list).toHaveTextContent('Closed');
    // each ticket's last two messages, the agent's HTML as plain words
    const preview = within(list).getAllByRole('list', { name: 'Last messages' })[0];
    await expect(preview).toHaveTextContent('Anna Novak: <b>not bold</b>');
    await expect(preview).toHaveTextContent('Support agent: See help');
    await expect(canvas.getByText('Your agent: Maria Lopez')).toBeInTheDocument();
    await expect(canvas.getByText('2 messages · 1 file')).toBeInTheDocument();
    const conversation = canvas.getByRole('list', { name: 'Conversation' });
    await expect(within(conversation).getByText('<b>not bold</b>')).toBeInTheDocument(); // the customer's words as text
    await expect(canvas.getByRole('link', { name: 'help' })).toHaveAttribute('rel', 'noopener noreferrer');
    await expect((window as unknown as { __story?: number }).__story).toBeUndefined();
    await userEvent.click(canvas.getByRole('button', { name: 'Download statement.pdf' }));
    await expect(args.onDownload).toHaveBeenCalled();
  },
};

export const Unavailable: Story = {
  args: { unavailable: true, selected: null, threads: null, tickets: loading },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Support is not available right now.')).toBeInTheDocument();
    await expect(canvas.getByText('We keep trying and update this page when support answers.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Compose: Story = {
  args: { composing: true, selected: null, threads: null },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: 'New ticket' });
    await userEvent.click(within(form).getByRole('button', { name: 'Send the ticket' }));
    await expect(within(form).getByText('Enter a subject.')).toBeInTheDocument();
    await expect(args.onSendTicket).not.toHaveBeenCalled();
    await expect(within(form).getByText('From Anna Novak (anna@paydeck.test)')).toBeInTheDocument();
    await expect(within(form).getByRole('textbox', { name: /Subject/ })).toHaveAttribute('maxlength', '120');
  },
};

export const FilterCounts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Show/ }));
    const options = within(document.body).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['All · 3', 'Open · 1', 'New · 1', 'Closed · 1']);
  },
};
