import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PushApprovalDialog } from './PushApprovalDialog';

const meta = {
  title: 'auth/Settings/PushApprovalDialog',
  component: PushApprovalDialog,
  args: { isOpen: true, onCancel: fn() },
} satisfies Meta<typeof PushApprovalDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The change-password approval popup of the push mode: Cancel (or Escape) stops waiting. */
export const Waiting: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Approve the password change' });
    await expect(dialog).toHaveTextContent('We sent an approval request to your mobile app.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};
