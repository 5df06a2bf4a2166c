import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TermsDialog } from './TermsDialog';

const meta = {
  title: 'auth/TermsDialog',
  component: TermsDialog,
  args: {
    terms: [
      {
        id: 3,
        key: 'fee-schedule-2026',
        label: 'Fee schedule 2026',
        text: 'The updated fees that apply from 1 January 2026.',
        url: 'https://paydeck.test/legal/fees-2026',
      },
    ],
    onAccept: fn(),
    onDecline: fn(),
    busy: false,
  },
} satisfies Meta<typeof TermsDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Fee schedule 2026' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept and continue' }));
    await expect(args.onAccept).toHaveBeenCalledOnce();
  },
};

export const Accepting: Story = { args: { busy: true } };

export const Failed: Story = { args: { error: 'Server is not available' } };
