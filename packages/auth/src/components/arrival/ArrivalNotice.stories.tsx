import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ArrivalNotice } from './ArrivalNotice';

const meta = {
  title: 'auth/ArrivalNotice',
  component: ArrivalNotice,
  args: { name: 'Dora Direct', login: 'dora.direct@demo.paydeck.test', onContinue: fn(), onNotMe: fn() },
} satisfies Meta<typeof ArrivalNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Shown: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Is this your account?' });
    await expect(dialog).toHaveTextContent('A link signed you in as Dora Direct (dora.direct@demo.paydeck.test).');
    await userEvent.click(within(dialog).getByRole('button', { name: 'This is not me: sign out' }));
    await expect(args.onNotMe).toHaveBeenCalledOnce();
  },
};

export const Continue: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue as Dora Direct' }));
    await expect(args.onContinue).toHaveBeenCalledOnce();
  },
};
