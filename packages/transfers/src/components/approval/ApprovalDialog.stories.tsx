import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApprovalDialog } from './ApprovalDialog';

const meta = {
  title: 'transfers/Approval/ApprovalDialog',
  component: ApprovalDialog,
  args: {
    state: { step: 'code', mode: 'sms', sentTo: '+44 ••• ••• 123', attempts: 0, problem: null },
    retry: { inSeconds: 24, busy: false, problem: null },
    onSubmitCode: fn(),
    onRetrySms: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ApprovalDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** SMS: the masked phone, the code field focused, the retry waiting its 30 s. */
export const SmsCode: Story = {
  tags: ['screen'],
  play: async ({ args, canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Payment Confirmation' });
    await expect(dialog).toHaveTextContent('We sent a code by SMS to +44 ••• ••• 123.');
    await expect(within(dialog).getByRole('button', { name: 'Send the code again' })).toBeDisabled();
    const code = within(dialog).getByRole('textbox', { name: /Code/ });
    await expect(code).toHaveFocus();
    await userEvent.type(code, '482913{Enter}');
    await expect(args.onSubmitCode).toHaveBeenCalledWith('482913');
  },
};
export const SmsRetryReady: Story = { args: { retry: { inSeconds: 0, busy: false, problem: null } } };
export const WrongCode: Story = {
  args: {
    state: {
      step: 'code',
      mode: 'sms',
      sentTo: '+44 ••• ••• 123',
      attempts: 1,
      problem: { kind: 'wrong', attemptsLeft: 2 },
    },
  },
};
export const Authenticator: Story = {
  args: { state: { step: 'code', mode: 'otp', sentTo: null, attempts: 0, problem: null } },
};
export const ApprovalCodeByEmail: Story = {
  args: {
    state: {
      step: 'code',
      mode: 'approvalCode',
      sentTo: 'anna.personal@demo.paydeck.test',
      attempts: 0,
      problem: null,
    },
  },
};
export const Push: Story = {
  args: { state: { step: 'push', sentTo: 'iPhone 15' } },
  play: async ({ args, canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Payment Confirmation' });
    await expect(dialog).toHaveTextContent('We sent the payment to iPhone 15 for approval.');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};
export const Submitted: Story = {
  tags: ['screen'],
  args: { state: { step: 'submitted' }, details: <p>Transaction 131, fee €0.20</p> },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Successfully submitted' });
    await expect(within(dialog).getByRole('button', { name: 'Done' })).toHaveFocus();
  },
};
export const Created: Story = { args: { state: { step: 'created' } } };
export const Rejected: Story = {
  tags: ['screen'],
  args: { state: { step: 'failed', text: 'Refused on your device.' } },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Failed transaction' });
    await expect(dialog).toHaveTextContent('Refused on your device.');
  },
};
export const RejectedWithoutReason: Story = { args: { state: { step: 'failed', text: null } } };
