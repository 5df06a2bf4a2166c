import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { SuccessPopup } from './SuccessPopup';

const meta = {
  title: 'auth/Settings/SuccessPopup',
  component: SuccessPopup,
  args: { title: 'Two-step verification', message: 'Two-step verification is updated.', onClose: fn() },
} satisfies Meta<typeof SuccessPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** As the app shows it: closes itself after 3000 ms. */
export const Shown: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog', { name: 'Two-step verification' })).toBeVisible();
  },
};

/** The self-closing, shortened to 300 ms for the test. */
export const ClosesItself: Story = {
  args: { closeAfterMs: 300 },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce(), { timeout: 2000 });
  },
};
