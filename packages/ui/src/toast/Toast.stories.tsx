import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/Button';
import { Toaster } from './Toaster';
import { type ShowToast, toast } from './toastQueue';
import { withBrandOnRoot } from '../stories/withBrandOnRoot';

function ToastDemo({ toasts }: { toasts: ShowToast[] }) {
  return (
    <>
      <Button
        onPress={() => {
          for (const item of toasts) toast.show(item);
        }}
      >
        Notify
      </Button>
      <Toaster />
    </>
  );
}

const meta = {
  title: 'ui/Toast',
  decorators: [withBrandOnRoot],
  component: ToastDemo,
  beforeEach: () => () => toast.clear(),
} satisfies Meta<typeof ToastDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Levels: Story = {
  args: {
    toasts: [
      { level: 'info', title: 'New statement', body: 'Your October statement is ready.' },
      { level: 'success', title: 'Payment sent', body: '120.00 EUR to Ana Pereira' },
      { level: 'warning', title: 'Card expires soon', body: 'Order a new card before 12/26.' },
      { level: 'error', title: 'Payment failed', body: 'The daily limit was reached.' },
    ],
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notify' }));
    const region = await body().findByRole('region', { name: /4 notifications/ });
    await expect(within(region).getAllByRole('alertdialog')).toHaveLength(4);
    await expect(within(region).getByRole('alertdialog', { name: 'Error: Payment failed' })).toBeVisible();
  },
};

const onClick = fn();

export const Clickable: Story = {
  args: { toasts: [{ level: 'info', title: 'New message from support', body: 'Open the ticket', onClick }] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notify' }));
    await userEvent.click(await body().findByRole('button', { name: /New message from support/ }));
    await expect(onClick).toHaveBeenCalledOnce();
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
  },
};

export const CloseButton: Story = {
  args: { toasts: [{ level: 'success', title: 'Saved' }] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notify' }));
    const item = await body().findByRole('alertdialog', { name: 'Success: Saved' });
    await userEvent.click(within(item).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
  },
};
