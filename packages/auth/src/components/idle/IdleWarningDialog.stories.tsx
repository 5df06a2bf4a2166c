import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IdleWarningDialog } from './IdleWarningDialog';

const meta = {
  title: 'auth/IdleWarningDialog',
  component: IdleWarningDialog,
  args: { isOpen: true, secondsLeft: 60, onStay: fn(), onSignOut: fn() },
} satisfies Meta<typeof IdleWarningDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Warning: Story = {
  play: async ({ args }) => {
    // The dialog is rendered in a portal on document.body.
    const body = within(document.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Are you still there?' });
    const stay = within(dialog).getByRole('button', { name: 'Stay signed in' });
    await expect(stay).toHaveFocus();
    await expect(dialog).toHaveTextContent('You will be signed out in 60 seconds.');
    await userEvent.click(stay);
    await expect(args.onStay).toHaveBeenCalledOnce();
  },
};

export const LastSecond: Story = { args: { secondsLeft: 1 } };

export const SignOut: Story = {
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};

export const EscapeKeepsTheSession: Story = {
  play: async ({ args }) => {
    await within(document.body).findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onStay).toHaveBeenCalled();
  },
};
