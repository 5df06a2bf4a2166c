import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Northwind Media Ltd sent you 11.25 GBP');
    await expect(canvas.getByText(/You receive 13.16 at the rate 1.17/)).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: /IBAN/ }), 'DE89370400440532013000');
    await userEvent.click(canvas.getByRole('button', { name: 'Receive the payment' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ iban: 'DE89370400440532013000' });
  },
};

export const LoadingMethods: Story = {
  args: { country: 'DE', methods: { data: undefined, pending: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Method' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Code: Story = {
  args: { awaitingCode: true, approvalSentTo: 'p•••@example.com', details: { ...recipientDetails, status: 'pending' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Code' }), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Approve' }));
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
    await expect(canvas.getByRole('status')).toHaveTextContent('Paid');
    await expect(canvas.queryByRole('button', { name: 'Receive the payment' })).toBeNull();
    await expect(canvas.getByRole('listitem')).toHaveTextContent('20.00 GBP');
  },
};

/** No status from the server: shown as unavailable (payments.md 3: defaults to error). */
export const Unavailable: Story = {
  args: { details: { ...recipientDetails, status: 'error' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Unavailable');
  },
};
