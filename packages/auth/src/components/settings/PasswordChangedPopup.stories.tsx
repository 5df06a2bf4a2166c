import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { passwordChangeOutcome } from '../../runtime/push-events';
import { PasswordChangedPopup } from './PasswordChangedPopup';

const meta = {
  title: 'auth/PasswordChangedPopup',
  component: PasswordChangedPopup,
  args: { outcome: passwordChangeOutcome({ code: 'confirmed' }), onClose: fn() },
} satisfies Meta<typeof PasswordChangedPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Updated: Story = {
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog');
    await expect(dialog).toHaveTextContent('Your password has been successfully updated');
  },
};

export const Canceled: Story = {
  args: { outcome: passwordChangeOutcome({ code: 'canceled' }) },
  play: async () => {
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Confirmation canceled');
  },
};
