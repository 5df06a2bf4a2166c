import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { recipientDetails } from './fixtures';
import { RecipientScreen } from './RecipientScreen';

const none = { data: undefined, pending: false };
const meta = {
  title: 'transfers/global-pay/RecipientScreen',
  component: RecipientScreen,
  args: {
    details: recipientDetails,
    countries: {
      data: [
        { countryCode: 'DE', currencyCode: 'EUR' },
        { countryCode: 'GB', currencyCode: 'GBP' },
      ],
      pending: false,
    },
    methods: none,
    meta: none,
    extraParams: none,
    withdrawals: { data: [], pending: false },
    loadWithdrawal: fn(async (paymentId: number) => ({
      paymentId,
      amount: '20.00',
      currencyCode: 'GBP',
      method: 'wire',
      status: 'paid',
      date: '2026-10-02T10:00:00.000Z',
      details: { iban: 'GB33BUKB20201555555555', toCurrencyCode: 'GBP' },
    })),
    country: '',
    method: '',
    onCountry: fn(),
    onMethod: fn(),
    onSubmit: fn(),
    submitting: false,
    approvalSentTo: null,
    awaitingCode: false,
    onApprove: fn(),
    approving: false,
    onResend: fn(),
    onRefuse: fn(),
    refusing: false,
    failure: null,
  },
} satisfies Meta<typeof RecipientScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Choose: Story = {
  tags: ['screen'],
  args: {
    country: 'DE',
    method: 'wire',
    methods: {
      data: [
        { transferType: 'oct', currencyCode: 'EUR' },
        { transferType: 'wire', currencyCode: 'EUR' },
      ],
      pending: false,
    },
    meta: { data: { exchangeRate: '1.17', toAmount: '13.16', fee: '1.00', feeCurrencyCode: 'GBP' }, pending: false },
    extraParams: { data: [{ name: 'iban', required: true }], pending: false },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Northwind Media Ltd sent you £11.25');
    await expect(canvas.getByTestId('recipient-step')).toHaveTextContent('Step 2 of 3');
    await expect(canvas.getByTestId('recipient-meta')).toHaveTextContent(
      'You receive €13.16. Exchange rate 1.17; fee £1.00.',
    );
    await expect(canvas.queryByText('Waiting for the payee')).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: /IBAN/ }), 'DE89370400440532013000');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ iban: 'DE89370400440532013000' });
  },
};

/** The countries by name, searched by typing; the first step of three. */
export const ChooseCountry: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('recipient-step')).toHaveTextContent('Step 1 of 3');
    await userEvent.type(canvas.getByRole('combobox', { name: /Country where you receive the money/ }), 'Germ');
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('option', { name: /Germany/ }));
    await expect(args.onCountry).toHaveBeenCalledWith('DE');
    // the story's country stays unchosen (its args do not change): the list is closed before the page is checked
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('listbox')).toBeNull());
  },
};

export const LoadingMethods: Story = {
  args: { country: 'DE', methods: { data: undefined, pending: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radiogroup', { name: 'How you receive it' })).toHaveTextContent(
      'Loading…',
    );
  },
};

/** The sender left no name: the page still says what arrived, never an empty name. */
export const NoSenderName: Story = {
  args: { details: { ...recipientDetails, senderName: '' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'You have a payment of £11.25',
    );
  },
};

/** Refusing asks first: the money goes back and the link stops working. */
export const Refuse: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Refuse the payment' }));
    await expect(args.onRefuse).not.toHaveBeenCalled();
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog', { name: 'Refuse this payment?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refuse the payment' }));
    await expect(args.onRefuse).toHaveBeenCalledOnce();
  },
};

export const Code: Story = {
  args: { awaitingCode: true, approvalSentTo: 'p•••@example.com', details: { ...recipientDetails, status: 'pending' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('recipient-step')).toHaveTextContent('Step 3 of 3');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Code' }), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm and receive' }));
    await expect(args.onApprove).toHaveBeenCalledWith('123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Send the code again' }));
    await expect(args.onResend).toHaveBeenCalled();
  },
};

export const WrongCode: Story = {
  args: { ...Code.args, failure: 'The code is not right' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The code is not right');
  },
};

export const Paid: Story = {
  args: {
    details: { ...recipientDetails, status: 'paid' },
    withdrawals: {
      data: [
        {
          paymentId: 3,
          amount: '20.00',
          currencyCode: 'GBP',
          method: 'wire',
          status: 'paid',
          date: '2026-10-02T10:00:00.000Z',
        },
      ],
      pending: false,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('You received this payment');
    await expect(canvas.queryByRole('button', { name: 'Continue' })).toBeNull();
    await expect(canvas.getByRole('listitem')).toHaveTextContent('£20.00');
  },
};

/** No status from the server: shown as unavailable (payments.md 3: defaults to error). */
export const Unavailable: Story = {
  args: { details: { ...recipientDetails, status: 'error' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('This payment cannot be received here');
  },
};

/** Expired (or stopped after too many wrong codes): what happened and whom to contact. */
export const Expired: Story = {
  args: { details: { ...recipientDetails, status: 'expired' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('This payment link has expired');
    await expect(canvas.getByText(/Contact them and ask them to send it again/)).toBeVisible();
  },
};
