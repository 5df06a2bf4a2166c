import { failed, loading, ready } from '@paydeck/accounts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IpnSettingsScreen } from './IpnSettingsScreen';

const meta = {
  title: 'merchant/IpnSettingsScreen',
  component: IpnSettingsScreen,
  args: {
    ipn: ready({ notifyUrl: 'https://shop.example/ipn', notifyStatusId: 1 }),
    statusId: ready(1),
    onSaveIpn: fn(async () => undefined),
    onSaveStatus: fn(async () => undefined),
    onNewSecret: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof IpnSettingsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Settings: Story = {
  tags: ['screen'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save the IPN settings' }));
    await expect(args.onSaveIpn).toHaveBeenCalledWith({ notifyUrl: 'https://shop.example/ipn', notifyStatusId: 1 });
    await userEvent.click(canvas.getByRole('button', { name: 'Make a new secret' }));
    await expect(args.onNewSecret).toHaveBeenCalled();
  },
};

export const InvalidAddress: Story = {
  args: { ipn: ready({ notifyUrl: '', notifyStatusId: 1 }) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Notification address (notifyUrl)' }), 'shop.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Save the IPN settings' }));
    await expect(
      canvas.getByText('Enter an http or https address, such as https://shop.example/hook.'),
    ).toBeInTheDocument();
    await expect(args.onSaveIpn).not.toHaveBeenCalled();
  },
};

export const Loading: Story = { args: { ipn: loading, statusId: loading } };

export const Failed: Story = { args: { ipn: failed('The server is not available. Try again later.') } };
