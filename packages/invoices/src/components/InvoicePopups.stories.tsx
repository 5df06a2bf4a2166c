import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ready } from '@paydeck/accounts';
import { CreateInvoiceDialog } from './CreateInvoiceDialog';
import { FundingDialog } from './FundingDialog';
import { eurAccount, received, sent } from './fixtures';
import { PayDialog } from './PayDialog';
import { RejectDialog } from './RejectDialog';
import { ViewDialog } from './ViewDialog';

// The invoice popups (payments.md 2): create, pay, view, reject, and the funding invoice.
const meta = { title: 'invoices/Popups' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;
const anna = received[0] as NonNullable<(typeof received)[0]>;
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Create: Story = {
  render: () => <CreateInvoiceDialog currencies={['EUR', 'USD']} today="2026-11-25" onSubmit={fn()} onClose={fn()} />,
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    const dialog = page.getByRole('dialog', { name: 'Create an invoice' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Payer's e-mail/ }), 'a@b.c');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Amount/ }), '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the invoice' }));
    // checked before sending: the e-mail rule of payments.md 5 and an amount above 0
    await expect(dialog).toHaveTextContent('Enter a valid e-mail, such as name@example.com.');
    await expect(dialog).toHaveTextContent('The amount must be greater than 0.');
  },
};

const onCreate = fn(async () => {});

export const CreateSends: Story = {
  render: () => <CreateInvoiceDialog currencies={['EUR']} today="2026-11-25" onSubmit={onCreate} onClose={fn()} />,
  play: async ({ canvasElement }) => {
    const dialog = body(canvasElement).getByRole('dialog', { name: 'Create an invoice' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Payer's e-mail/ }),
      'pavel.push@demo.paydeck.test',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Amount/ }), '12,5');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'Flat share');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the invoice' }));
    await expect(onCreate).toHaveBeenCalledWith({
      noteBody: 'Flat share',
      toEmail: 'pavel.push@demo.paydeck.test',
      amount: '12.5',
      currency: 'EUR',
      dueDate: '2026-11-25',
    });
  },
};

const onPay = fn();

/** The account first, then a review of what leaves, to whom and from where; only the review's Pay sends. */
export const Pay: Story = {
  render: () => (
    <PayDialog invoice={anna} accounts={[eurAccount]} paying={false} error={null} onPay={onPay} onClose={fn()} />
  ),
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    const dialog = page.getByRole('dialog', { name: 'Pay the invoice' });
    await expect(dialog).toHaveTextContent('Flat share, November');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Review the payment' }));
    const review = page.getByRole('dialog', { name: 'Review the payment' });
    for (const text of ['Anna Novak (anna.personal@demo.paydeck.test)', '€12.34', '€0.00', 'PD0000000011', '41'])
      await expect(review).toHaveTextContent(text);
    await expect(onPay).not.toHaveBeenCalled();
    await userEvent.click(within(review).getByRole('button', { name: 'Back' }));
    await userEvent.click(
      within(page.getByRole('dialog', { name: 'Pay the invoice' })).getByRole('button', { name: 'Review the payment' }),
    );
    await userEvent.click(
      within(page.getByRole('dialog', { name: 'Review the payment' })).getByRole('button', { name: 'Pay €12.34' }),
    );
    await expect(onPay).toHaveBeenCalledWith(11);
  },
};

export const PayWithoutAccount: Story = {
  render: () => <PayDialog invoice={anna} accounts={[]} paying={false} error={null} onPay={fn()} onClose={fn()} />,
};

export const PayRefused: Story = {
  render: () => (
    <PayDialog
      invoice={anna}
      accounts={[eurAccount]}
      paying={false}
      error="amount: insufficient funds"
      onPay={fn()}
      onClose={fn()}
    />
  ),
};

const pdf = { isLoading: false, error: null, onDownload: fn() };

export const View: Story = {
  render: () => (
    <ViewDialog invoice={ready(sent[1] as NonNullable<(typeof sent)[1]>)} pdf={pdf} onRetry={fn()} onClose={fn()} />
  ),
  play: async ({ canvasElement }) => {
    const dialog = body(canvasElement).getByRole('dialog', { name: 'Invoice' });
    await expect(dialog).toHaveTextContent('Paid you in cash');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download the invoice (PDF)' }));
    await expect(pdf.onDownload).toHaveBeenCalledOnce();
  },
};

export const ViewPdfFailed: Story = {
  render: () => (
    <ViewDialog
      invoice={ready(sent[1] as NonNullable<(typeof sent)[1]>)}
      pdf={{ isLoading: false, error: 'The server did not answer. Try again.', onDownload: fn() }}
      onRetry={fn()}
      onClose={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = body(canvasElement).getByRole('dialog', { name: 'Invoice' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('The server did not answer. Try again.');
  },
};

export const Reject: Story = {
  render: () => <RejectDialog invoice={anna} onSubmit={fn(async () => {})} onClose={fn()} />,
  play: async ({ canvasElement }) => {
    const dialog = body(canvasElement).getByRole('alertdialog', { name: 'Reject the invoice?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject the invoice' }));
    await expect(dialog).toHaveTextContent('Write why you reject the invoice.');
  },
};

const onCreateRefused = fn(async () => {});

/** A payer's e-mail over 254 characters and a note holding a bidi override are refused at their fields. */
export const CreateRefusesUnsafeText: Story = {
  render: () => (
    <CreateInvoiceDialog currencies={['EUR']} today="2026-11-25" onSubmit={onCreateRefused} onClose={fn()} />
  ),
  play: async ({ canvasElement }) => {
    const dialog = body(canvasElement).getByRole('dialog', { name: 'Create an invoice' });
    const email = within(dialog).getByRole('textbox', { name: /Payer's e-mail/ });
    const note = within(dialog).getByRole('textbox', { name: /Note/ });
    await userEvent.click(email);
    await userEvent.paste(`${'p'.repeat(248)}@ex.com`);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Amount/ }), '12');
    await userEvent.click(note);
    await userEvent.paste('Refund \u202egnp.exe');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the invoice' }));
    await expect(email).toHaveAccessibleDescription('Use at most 254 characters.');
    await expect(note).toHaveAccessibleDescription(/invisible text-direction characters/);
    await expect(onCreateRefused).not.toHaveBeenCalled();
  },
};

/** A rejection note holding a control character is refused before it is sent. */
export const RejectRefusesUnsafeText: Story = {
  render: () => <RejectDialog invoice={anna} onSubmit={fn(async () => {})} onClose={fn()} />,
  play: async ({ canvasElement }) => {
    const dialog = body(canvasElement).getByRole('alertdialog', { name: 'Reject the invoice?' });
    await userEvent.click(within(dialog).getByRole('textbox', { name: /Note/ }));
    await userEvent.paste('Not\u0007 mine');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject the invoice' }));
    await expect(dialog).toHaveTextContent('Remove the invisible control characters from this text.');
  },
};

export const Funding: Story = {
  render: () => (
    <FundingDialog currencies={['EUR', 'USD']} created={null} pdf={pdf} failed={false} onSubmit={fn()} onClose={fn()} />
  ),
};

export const FundingFailed: Story = {
  render: () => <FundingDialog currencies={['EUR']} created={null} pdf={pdf} failed onSubmit={fn()} onClose={fn()} />,
  play: async ({ canvasElement }) => {
    await expect(body(canvasElement).getByRole('alert')).toHaveTextContent(
      'Failed to generate invoice. Please, try again.',
    );
  },
};

export const FundingCreated: Story = {
  render: () => (
    <FundingDialog
      currencies={['EUR']}
      created={received[2] as NonNullable<(typeof received)[2]>}
      pdf={pdf}
      failed={false}
      onSubmit={fn()}
      onClose={fn()}
    />
  ),
};
