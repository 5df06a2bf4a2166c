import { failed, loading, ready } from '@paydeck/accounts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { annasPayments } from './fixtures';
import { PreapprovedScreen } from './PreapprovedScreen';

const meta = {
  title: 'transfers/PreapprovedScreen',
  component: PreapprovedScreen,
  args: {
    search: {},
    list: ready(annasPayments),
    onSearchChange: fn(),
    onCancel: fn(),
    cancelling: null,
    cancelled: null,
    onRetry: fn(),
  },
} satisfies Meta<typeof PreapprovedScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Payments: Story = {
  tags: ['screen'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const table = canvas.getByRole('grid', { name: 'Preapproved payments' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(table).toHaveTextContent('Monthly');
    await expect(table).toHaveTextContent('9 payments left');
    await expect(table).toHaveTextContent('Set up by the bank');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel the payment to LT601010012345678902' }));
    const dialog = page.getByRole('alertdialog', { name: 'Cancel this preapproved payment?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await expect(args.onCancel).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel the payment to LT601010012345678902' }));
    await userEvent.click(within(page.getByRole('alertdialog')).getByRole('button', { name: 'Cancel the payment' }));
    await expect(args.onCancel).toHaveBeenCalledWith(annasPayments[0]);
  },
};

export const Filtering: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Beneficiary e-mail' }), 'pavel');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Amount from' }), '50');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Amount to' }), '10');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply filters' }));
    await expect(canvas.getByText('The largest amount must not be below the smallest.')).toBeInTheDocument();
    await expect(args.onSearchChange).not.toHaveBeenCalled();
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Amount to' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Amount to' }), '100,5');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply filters' }));
    await expect(args.onSearchChange).toHaveBeenCalledWith({ email: 'pavel', min: '50', max: '100.5' });
  },
};

export const Cancelled: Story = {
  args: { cancelled: annasPayments[0] ?? null, list: ready(annasPayments.slice(1)) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      /The preapproved payment of .*54\.00 is cancelled\./,
    );
  },
};

export const Cancelling: Story = { args: { cancelling: 1 } };

export const NoneMatch: Story = {
  args: { list: ready([]), search: { type: 'p2p' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No payments match these filters' })).toBeInTheDocument();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Clear filters' })[1] as HTMLElement);
    await expect(args.onSearchChange).toHaveBeenCalledWith({});
  },
};

export const NoPayments: Story = { args: { list: ready([]) } };
export const Loading: Story = { args: { list: loading } };
export const Failed: Story = { args: { list: failed('No connection to the server.') } };

/** The server refused the cancel: "Action Confirmation" with its own words; OK closes it. */
export const CancelRefused: Story = {
  args: {
    refusal: {
      responseCode: 'VF',
      responseDescription: 'Validation failed',
      validationErrors: [{ param: 'id', description: 'cannot be cancelled' }],
    },
    onRefusalClosed: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = page.getByRole('dialog', { name: 'Action Confirmation' });
    await expect(dialog).toHaveTextContent('Validation failed');
    await expect(dialog).toHaveTextContent('id: cannot be cancelled');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(args.onRefusalClosed).toHaveBeenCalledOnce();
  },
};
