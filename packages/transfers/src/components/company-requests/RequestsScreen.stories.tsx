import { failed, loading, ready } from '@paydeck/accounts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { creators, manyPages, none, types, waiting, withBatch } from './fixtures';
import { RequestsScreen, type RequestsScreenProps } from './RequestsScreen';

/** The screen with its ticks kept in the story, so choosing takes effect. */
function WithSelection(args: RequestsScreenProps) {
  const [selected, setSelected] = useState<Set<number>>(new Set(args.selected));
  return (
    <RequestsScreen
      {...args}
      selected={selected}
      onSelectionChange={(next) => {
        setSelected(next);
        args.onSelectionChange(next);
      }}
    />
  );
}

const meta = {
  title: 'transfers/RequestsScreen',
  component: RequestsScreen,
  render: WithSelection,
  args: {
    access: 'allowed',
    search: {},
    list: ready(waiting),
    types,
    creators,
    selected: new Set<number>(),
    onSelectionChange: fn(),
    onSearchChange: fn(),
    deciding: null,
    outcome: null,
    onDecide: fn(),
    batchDeciding: null,
    onBatchDecision: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof RequestsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Waiting: Story = {
  tags: ['screen'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('grid', { name: 'Transaction requests' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(table).toHaveTextContent('Studio rent, December');
    await expect(table).toHaveTextContent('Transfer 127');
    // whom each pays and into which account, in the list
    await expect(table).toHaveTextContent('Hans Müller');
    await expect(table).toHaveTextContent('DE89 3704 0044 0532 0130 00');
    await expect(canvas.getByRole('button', { name: 'Approve' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: /^Select Office supplies No\. 131/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /^Select Studio rent, December No\. 130/ }));
    await expect(canvas.getByText('2 requests chosen')).toBeInTheDocument();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set([131, 130]));
  },
};

/** Approve opens a review of what is approved (amount, payee, account, creator); only its own Approve sends. */
export const ApproveIsReviewed: Story = {
  args: { selected: new Set([131, 130]) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Approve' }));
    const review = page.getByRole('alertdialog', { name: 'Approve 2 requests?' });
    await expect(review).toHaveTextContent('€1.70 to Anna Novak');
    await expect(review).toHaveTextContent('£2,450.00 to Hans Müller');
    await expect(review).toHaveTextContent('DE89 3704 0044 0532 0130 00');
    await expect(review).toHaveTextContent('Deutsche Bank (DEUTDEFF)');
    await expect(review).toHaveTextContent('€2,846.90'); // what arrives, in another currency
    await expect(review).toHaveTextContent('Erin Walsh');
    await expect(review).toHaveTextContent('€1.90 · £2,462.25'); // what leaves in total, with the fees
    await expect(args.onDecide).not.toHaveBeenCalled();
    await userEvent.click(within(review).getByRole('button', { name: 'Approve' }));
    await expect(args.onDecide).toHaveBeenCalledWith([131, 130], false);
  },
};

/** Decline is reviewed too; "Keep them waiting" sends nothing. */
export const DeclineIsConfirmed: Story = {
  args: { selected: new Set([131]) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Decline' }));
    const dialog = page.getByRole('alertdialog', { name: 'Decline 1 request?' });
    await expect(dialog).toHaveTextContent('€1.70 to Anna Novak');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep them waiting' }));
    await expect(args.onDecide).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Decline' }));
    await userEvent.click(within(page.getByRole('alertdialog')).getByRole('button', { name: 'Decline' }));
    await expect(args.onDecide).toHaveBeenCalledWith([131], true);
  },
};

/** A row opens into its details; its own Approve goes through the same review. */
export const OpenRequest: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('rowheader', { name: /Studio rent, December/ }));
    const details = page.getByRole('dialog', { name: 'Request Studio rent, December' });
    for (const text of ['Hans Müller', 'DE89 3704 0044 0532 0130 00', 'Deutsche Bank (DEUTDEFF)', 'Erin Walsh', '130'])
      await expect(details).toHaveTextContent(text);
    await userEvent.click(within(details).getByRole('button', { name: 'Approve £2,450.00' }));
    const review = page.getByRole('alertdialog', { name: 'Approve 1 request?' });
    await userEvent.click(within(review).getByRole('button', { name: 'Approve' }));
    await expect(args.onDecide).toHaveBeenCalledWith([130], false);
  },
};

/** The header box ticks every listed request, by keyboard too. */
export const SelectAllByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('checkbox', { name: 'Select All' }).focus();
    await userEvent.keyboard(' ');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set([131, 130, 127]));
    await expect(canvas.getByText('3 requests chosen')).toBeInTheDocument();
  },
};

export const Decided: Story = {
  args: {
    outcome: {
      kind: 'decided',
      declined: false,
      summary: {
        decided: [131, 130],
        needsCode: [],
        refused: [{ transactionId: 127, text: 'Not waiting for approval' }],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('2 requests approved.');
    await expect(status).toHaveTextContent('Transfer 127: Not waiting for approval');
  },
};

export const SeveralPages: Story = {
  args: { list: ready(manyPages), search: { page: 2 } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('51–100 of 120');
    await userEvent.click(canvas.getByRole('button', { name: /Next/ }));
    await expect(args.onSearchChange).toHaveBeenCalledWith({ page: 3 });
  },
};

export const FilteredByCreator: Story = {
  args: { search: { creator: 41, from: '2026-11-01' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // the app's date field (the language's order), not the browser's native input
    const from = within(await canvas.findByRole('group', { name: 'Created from' }));
    await expect(from.getByRole('spinbutton', { name: /year/ })).toHaveTextContent('2026');
    await expect(from.getByRole('spinbutton', { name: /month/ })).toHaveTextContent('11');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onSearchChange).toHaveBeenCalledWith({});
  },
};

export const NoneWaiting: Story = {
  args: { list: ready(none) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No requests are waiting' })).toBeInTheDocument();
  },
};

export const NoneMatch: Story = {
  args: { list: ready(none), search: { type: 5 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No requests match these filters' })).toBeInTheDocument();
  },
};

export const Loading: Story = { args: { list: loading } };

export const Failed: Story = {
  args: { list: failed('Server is not available') },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Server is not available');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Right 3 (initiate) and the others: told why, no list. */
export const NotAnApprover: Story = {
  args: { access: 'denied' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'You cannot decide transaction requests' })).toBeInTheDocument();
    await expect(canvas.queryByRole('grid')).toBeNull();
  },
};

/** A mass (batch) request is decided as a whole, each decision after a review of its count and total. */
export const BatchRequest: Story = {
  args: { list: ready(withBatch) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const batches = canvas.getByRole('grid', { name: 'Batch requests' });
    await expect(batches).toHaveTextContent('23 payments');
    await expect(batches).toHaveTextContent('Erin Walsh');
    await userEvent.click(canvas.getByRole('button', { name: 'Approve batch 12' }));
    const review = page.getByRole('alertdialog', { name: 'Approve batch 12?' });
    await expect(review).toHaveTextContent('23');
    await expect(review).toHaveTextContent('€18,400.00');
    await expect(args.onBatchDecision).not.toHaveBeenCalled();
    await userEvent.click(within(review).getByRole('button', { name: 'Approve' }));
    await expect(args.onBatchDecision).toHaveBeenLastCalledWith(12, false);
    await userEvent.click(canvas.getByRole('button', { name: 'Decline batch 12' }));
    await userEvent.click(
      within(page.getByRole('alertdialog', { name: 'Decline batch 12?' })).getByRole('button', { name: 'Decline' }),
    );
    await expect(args.onBatchDecision).toHaveBeenLastCalledWith(12, true);
  },
};

export const BatchDecided: Story = {
  args: { list: ready(withBatch), outcome: { kind: 'batch', batchId: 12, declined: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Batch 12 declined.');
  },
};
