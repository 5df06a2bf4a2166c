import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PublicPage } from '../layout/PublicPage';
import { RecoveryEmail } from './RecoveryEmail';
import { RecoveryPassword } from './RecoveryPassword';
import { RecoveryReset } from './RecoveryReset';
import { RecoveryStatus } from './RecoveryStatus';
import { RecoverySuccess } from './RecoverySuccess';

const meta = {
  title: 'auth/AccountRecovery',
  decorators: [(Story) => <PublicPage>{Story()}</PublicPage>],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const onEmail = fn();
export const Email: Story = {
  tags: ['screen'],
  render: () => <RecoveryEmail onSubmit={onEmail} busy={false} loginHref="/login" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/E-mail/), 'anna.personal@demo.paydeck.test');
    await userEvent.click(canvas.getByRole('button', { name: 'Send the link' }));
    await expect(onEmail).toHaveBeenCalledWith('anna.personal@demo.paydeck.test');
  },
};

export const EmailSending: Story = { render: () => <RecoveryEmail onSubmit={fn()} busy loginHref="/login" /> };

export const EmailFailed: Story = {
  render: () => <RecoveryEmail onSubmit={fn()} busy={false} error="Server is not available" loginHref="/login" />,
};

export const Status: Story = {
  render: () => (
    <RecoveryStatus
      email="anna.personal@demo.paydeck.test"
      onResend={fn()}
      onResendActivation={fn()}
      busy={false}
      loginHref="/login"
    />
  ),
};

export const StatusResent: Story = {
  render: () => (
    <RecoveryStatus
      email="anna.personal@demo.paydeck.test"
      onResend={fn()}
      onResendActivation={fn()}
      busy={false}
      sent="link"
      loginHref="/login"
    />
  ),
};

export const ResetChecking: Story = {
  render: () => <RecoveryReset state="checking" restartHref="/account-recovery/email" />,
};

export const ResetInvalid: Story = {
  render: () => <RecoveryReset state="invalid" error="code: is not valid" restartHref="/account-recovery/email" />,
};

const onPassword = fn();
export const Password: Story = {
  render: () => <RecoveryPassword email="anna.personal@demo.paydeck.test" onSubmit={onPassword} busy={false} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^New password/), 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Save the new password' }));
    await expect(canvas.getByText('Use at least 8 characters.')).toBeVisible();
    await userEvent.clear(canvas.getByLabelText(/^New password/));
    await userEvent.type(canvas.getByLabelText(/^New password/), 'demo-Pass-2');
    await userEvent.type(canvas.getByLabelText(/Repeat/), 'demo-Pass-3');
    await userEvent.click(canvas.getByRole('button', { name: 'Save the new password' }));
    await expect(canvas.getByText('The passwords do not match.')).toBeVisible();
    await userEvent.clear(canvas.getByLabelText(/Repeat/));
    await userEvent.type(canvas.getByLabelText(/Repeat/), 'demo-Pass-2');
    await userEvent.click(canvas.getByRole('button', { name: 'Save the new password' }));
    await expect(onPassword).toHaveBeenCalledWith('demo-Pass-2');
  },
};

export const Success: Story = { render: () => <RecoverySuccess loginHref="/login" /> };
