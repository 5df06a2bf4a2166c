import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CreateInvoiceDialog } from './CreateInvoiceDialog';

const onSubmit = fn(async () => {});

const meta = {
  title: 'invoices/CreateInvoiceDialog',
  component: CreateInvoiceDialog,
  args: { currencies: ['EUR'], today: '2026-11-25', onSubmit, onClose: fn() },
} satisfies Meta<typeof CreateInvoiceDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * The due date is the app's date field (the language's order, not the browser's mm/dd/yyyy), typed segment by
 * segment in the field's own order; the invoice still sends it as YYYY-MM-DD.
 */
export const DueDateTyped: Story = {
  play: async ({ canvasElement }) => {
    onSubmit.mockClear();
    const dialog = within(body(canvasElement).getByRole('dialog', { name: 'Create an invoice' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Payer's e-mail/ }), 'pavel.push@demo.paydeck.test');
    await userEvent.type(dialog.getByRole('textbox', { name: /Amount/ }), '20');
    const due = within(dialog.getByRole('group', { name: /Due date/ }));
    const segments = due.getAllByRole('spinbutton');
    const parts: Record<string, string> = { year: '2027', month: '03', day: '09' };
    await userEvent.click(segments[0] as HTMLElement);
    await userEvent.keyboard(segments.map((segment) => parts[segment.dataset.type ?? ''] ?? '').join(''));
    await userEvent.click(dialog.getByRole('button', { name: 'Send the invoice' }));
    await expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ amount: '20', dueDate: '2027-03-09' }));
  },
};
