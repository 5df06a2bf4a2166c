import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BlacklistSection } from './BlacklistSection';
import { CodeConfirmDialog } from './CodeConfirmDialog';
import { DevicesSection } from './DevicesSection';
import { IpWhitelistSection } from './IpWhitelistSection';
import { LoginHistorySection } from './LoginHistorySection';
import { NotificationSettingsSection } from './NotificationSettingsSection';
import { PasswordSection } from './PasswordSection';
import { SettingsScreen } from './SettingsScreen';
import { TwoStepSection } from './TwoStepSection';

const meta = { title: 'auth/Settings' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const formatDate = (iso: string) => iso.slice(0, 10);
const formatDateTime = (iso: string) => iso.slice(0, 16).replace('T', ' ');
const loading = { kind: 'loading' } as const;
const failed = { kind: 'failed', message: 'Server is not available' } as const;

const onRequest = fn();
export const TwoStep: Story = {
  tags: ['screen'],
  render: () => (
    <SettingsScreen tab="two-step" onTabChange={fn()}>
      <TwoStepSection current={{ login: 'sms', transaction: 'push' }} onRequest={onRequest} />
    </SettingsScreen>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const signingIn = canvas.getByRole('radiogroup', { name: 'Signing in' });
    await userEvent.click(within(signingIn).getByRole('radio', { name: /Authenticator code/ }));
    const [save] = canvas.getAllByRole('button', { name: 'Save' });
    if (save) await userEvent.click(save);
    await expect(onRequest).toHaveBeenCalledWith('login', 'otp');
  },
};

export const TwoStepServerError: Story = {
  render: () => (
    <TwoStepSection
      current={{ login: 'none', transaction: 'none' }}
      onRequest={fn()}
      error="Phone number is not confirmed"
    />
  ),
};

/** Sign-in without a second step: "Current" is a warning, not a green badge, and the group says what off means. */
export const TwoStepOffIsAWarning: Story = {
  render: () => <TwoStepSection current={{ login: 'none', transaction: 'sms' }} onRequest={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const signingIn = canvas.getByRole('radiogroup', { name: 'Signing in' });
    await expect(signingIn).toHaveAccessibleDescription(
      'Your password alone signs you in. Choose a second step to protect your account.',
    );
    const approving = canvas.getByRole('radiogroup', { name: 'Approving payments' });
    await expect(approving).not.toHaveAccessibleDescription(/password alone/);
    const offBadge = within(signingIn).getByText('Current');
    const smsBadge = within(approving).getByText('Current');
    // the badges' colours: off's is the theme's warning colour, a second step's the success colour
    await expect(getComputedStyle(offBadge).color).not.toBe(getComputedStyle(smsBadge).color);
  },
};

export const TwoStepConfirmCode: Story = {
  render: () => (
    <CodeConfirmDialog
      isOpen
      title="Confirm the change"
      description="Enter the code we sent by SMS to +40******123."
      onSubmit={fn()}
      onCancel={fn()}
      busy={false}
    />
  ),
};

export const TwoStepConfirmRejected: Story = {
  render: () => (
    <CodeConfirmDialog
      isOpen
      title="Confirm the change"
      description="Enter the code we sent by SMS."
      onSubmit={fn()}
      onCancel={fn()}
      busy={false}
      error="The confirmation code is wrong or expired"
    />
  ),
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('The confirmation code is wrong or expired');
  },
};

const onPassword = fn();
export const Password: Story = {
  render: () => <PasswordSection onSubmit={onPassword} busy={false} waitingForPush={false} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Current password/), 'demo-Pass-1');
    await userEvent.type(canvas.getByLabelText(/^New password/), 'demo-Pass-1');
    await userEvent.type(canvas.getByLabelText(/Repeat/), 'demo-Pass-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(canvas.getByText('Choose a password different from the current one.')).toBeVisible();
    await expect(onPassword).not.toHaveBeenCalled();
  },
};

export const PasswordWaitingForPush: Story = {
  render: () => <PasswordSection onSubmit={fn()} busy={false} waitingForPush />,
};

export const PasswordRejected: Story = {
  render: () => (
    <PasswordSection
      onSubmit={fn()}
      busy={false}
      waitingForPush={false}
      error="password: is not your current password"
    />
  ),
};

const devices = [
  { id: 1, name: 'iPhone 15', type: 'ios' as const, location: 'Vilnius, LT', lastActivityAt: '2026-11-20T10:00:00Z' },
  { id: 2, name: 'Pixel 8', type: 'android' as const, location: null, lastActivityAt: null },
];
const deviceProps = { formatDate, onRemove: fn(), onLink: fn(), linking: false, linkedCount: 0, onRetry: fn() };

export const Devices: Story = {
  render: () => <DevicesSection {...deviceProps} devices={{ kind: 'ready', data: devices }} />,
};
export const DevicesLoading: Story = { render: () => <DevicesSection {...deviceProps} devices={loading} /> };
export const DevicesFailed: Story = { render: () => <DevicesSection {...deviceProps} devices={failed} /> };
export const DevicesEmpty: Story = {
  render: () => <DevicesSection {...deviceProps} devices={{ kind: 'ready', data: [] }} />,
};

const onLink = fn();
export const LinkNewDevice: Story = {
  render: () => <DevicesSection {...deviceProps} onLink={onLink} devices={{ kind: 'ready', data: [] }} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Link a new device' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Link the device' }));
    await expect(dialog.getByText("Choose the device's system.")).toBeVisible();
    await userEvent.type(dialog.getByLabelText(/Device name/), 'Work phone');
    await userEvent.type(dialog.getByLabelText(/Code from the app/), 'PXL8-1234');
    await userEvent.click(dialog.getByRole('radio', { name: 'Android' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Link the device' }));
    await expect(onLink).toHaveBeenCalledWith({ name: 'Work phone', code: 'PXL8-1234', type: 'android' });
  },
};

const ipProps = {
  formatDate,
  onModeChange: fn(),
  modeBusy: false,
  onAdd: fn(),
  adding: false,
  addedCount: 0,
  onDelete: fn(),
  onRetry: fn(),
};
export const IpWhitelist: Story = {
  render: () => (
    <IpWhitelistSection
      {...ipProps}
      whitelist={{
        kind: 'ready',
        data: {
          responseCode: '00',
          mode: 'on',
          accessIpList: [
            { id: 1, ip: '203.0.113.7', toIp: null, created: '2026-10-01T08:00:00Z' },
            { id: 2, ip: '198.51.100.0', toIp: '198.51.100.255', created: null },
          ],
        },
      }}
    />
  ),
};
export const IpWhitelistEmpty: Story = {
  render: () => (
    <IpWhitelistSection
      {...ipProps}
      whitelist={{ kind: 'ready', data: { responseCode: '00', mode: 'off', accessIpList: [] } }}
    />
  ),
};
export const IpWhitelistLoading: Story = { render: () => <IpWhitelistSection {...ipProps} whitelist={loading} /> };

const onAddIp = fn();
export const IpWhitelistAdd: Story = {
  render: () => (
    <IpWhitelistSection
      {...ipProps}
      onAdd={onAddIp}
      whitelist={{ kind: 'ready', data: { responseCode: '00', mode: 'off', accessIpList: [] } }}
    />
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add an address' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText(/IP address/), '10.0.0.9');
    await userEvent.type(dialog.getByLabelText(/Up to/), '10.0.0.1');
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await expect(dialog.getByText('The range must end after it starts.')).toBeVisible();
    await userEvent.clear(dialog.getByLabelText(/Up to/));
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await expect(onAddIp).toHaveBeenCalledWith({ ip: '10.0.0.9', toIp: undefined });
  },
};

const blacklistProps = { onAdd: fn(), adding: false, addedCount: 0, onDelete: fn(), onRetry: fn() };
export const Blacklist: Story = {
  render: () => (
    <BlacklistSection
      {...blacklistProps}
      success="spam@example.com was added to the blacklist."
      blacklist={{
        kind: 'ready',
        data: [
          { email: 'spam@example.com', blockType: 'all' },
          { email: 'bills@example.com', blockType: 'invoices' },
        ],
      }}
    />
  ),
};
export const BlacklistEmpty: Story = {
  render: () => <BlacklistSection {...blacklistProps} blacklist={{ kind: 'ready', data: [] }} />,
};
export const BlacklistFailed: Story = { render: () => <BlacklistSection {...blacklistProps} blacklist={failed} /> };

const historyProps = { range: {}, onRangeChange: fn(), page: 1, onPageChange: fn(), formatDateTime, onRetry: fn() };
const events = Array.from({ length: 20 }, (_, i) => ({
  id: i + 1,
  date: `2026-11-${String(21 - (i % 20)).padStart(2, '0')}T09:${String(i).padStart(2, '0')}:00Z`,
  ip: `203.0.113.${i + 1}`,
  client: i % 3 === 0 ? 'device' : 'spa',
  flow: i % 2 === 0 ? 'simple' : 'push',
}));
export const LoginHistory: Story = {
  render: () => (
    <LoginHistorySection
      {...historyProps}
      history={{ kind: 'ready', data: { responseCode: '00', loginHistory: events, results: 45 } }}
    />
  ),
};
export const LoginHistoryLoading: Story = { render: () => <LoginHistorySection {...historyProps} history={loading} /> };
export const LoginHistoryEmpty: Story = {
  render: () => (
    <LoginHistorySection
      {...historyProps}
      history={{ kind: 'ready', data: { responseCode: '00', loginHistory: [], results: 0 } }}
    />
  ),
};
export const LoginHistoryFailed: Story = { render: () => <LoginHistorySection {...historyProps} history={failed} /> };

export const Notifications: Story = {
  render: () => (
    <NotificationSettingsSection
      onChange={fn()}
      onRetry={fn()}
      settings={{
        kind: 'ready',
        data: [
          { identified: 'loginEmail', value: true, group: 'security' },
          { identified: 'loginPush', value: false, group: 'security' },
          { identified: 'paymentReceivedEmail', value: true, group: 'payments' },
          { identified: 'newsEmail', value: false, group: 'marketing' },
        ],
      }}
    />
  ),
};
export const NotificationsLoading: Story = {
  render: () => <NotificationSettingsSection onChange={fn()} onRetry={fn()} settings={loading} />,
};
