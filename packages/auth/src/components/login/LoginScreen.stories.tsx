import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { LoginState } from '../../login/controller';
import { LoginScreen } from './LoginScreen';

const state = (partial: Partial<LoginState>): LoginState => ({
  step: { kind: 'credentials' },
  error: null,
  busy: false,
  resent: false,
  ...partial,
});

const push = {
  flow: 'push' as const,
  code: 'c',
  key: 'k',
  devices: [
    { id: 1, name: 'iPhone 15', type: 'ios' },
    { id: 2, name: 'Pixel 8', type: 'android' },
  ],
  link: 'paydeck://login/approve?key=5f1c2b',
};

const meta = {
  title: 'auth/LoginScreen',
  component: LoginScreen,
  args: {
    state: state({}),
    brandName: 'Paydeck',
    stores: {
      appStoreUrl: 'https://apps.apple.com/app/id1',
      googlePlayUrl: 'https://play.google.com/store/apps/details?id=x',
    },
    recoveryHref: '/account-recovery/email',
    registerHref: '/register',
    onSubmitCredentials: fn(),
    onContinueMigration: fn(),
    onSubmitCode: fn(),
    onResend: fn(),
    onAcceptTerms: fn(),
    onRestart: fn(),
    onDeclineTerms: fn(),
  },
} satisfies Meta<typeof LoginScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Credentials: Story = {
  tags: ['screen'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/E-mail/), 'a@b.c');
    await userEvent.type(canvas.getByLabelText(/Password/), 'secret');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(canvas.getByText('Enter a valid e-mail address.')).toBeVisible();
    await expect(args.onSubmitCredentials).not.toHaveBeenCalled();
    await userEvent.clear(canvas.getByLabelText(/E-mail/));
    await userEvent.type(canvas.getByLabelText(/E-mail/), 'anna.personal@demo.paydeck.test');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(args.onSubmitCredentials).toHaveBeenCalledWith({
      username: 'anna.personal@demo.paydeck.test',
      password: 'secret',
    });
  },
};

export const EmptyFields: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(canvas.getByText('Enter your e-mail address.')).toBeVisible();
    await expect(canvas.getByText('Enter your password.')).toBeVisible();
    await expect(args.onSubmitCredentials).not.toHaveBeenCalled();
  },
};

export const RegistrationDisabled: Story = { args: { registerHref: undefined } };

export const Submitting: Story = { args: { state: state({ busy: true }) } };

export const WrongPassword: Story = {
  args: { state: state({ error: { kind: 'server', message: 'Invalid username or password' } }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Invalid username or password');
  },
};

export const FailedWithoutMessage: Story = { args: { state: state({ error: { kind: 'failed' } }) } };

export const SessionExpired: Story = { args: { notice: 'sessionExpired' } };

export const EmailConfirmed: Story = {
  args: { notice: 'emailConfirmed' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('E-MAIL CONFIRMATION');
    await expect(status).toHaveTextContent('Your E-mail address has been confirmed!');
  },
};

export const EmailConfirmationFailed: Story = {
  args: { notice: 'emailConfirmationFailed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'An error has occurred. Please contact us.',
    );
  },
};

export const OtpCode: Story = {
  args: { state: state({ step: { kind: 'code', answer: { flow: 'otp', code: 'c' } } }) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/One-time code/), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(args.onSubmitCode).toHaveBeenCalledWith('123456');
  },
};

export const OtpWrongCode: Story = {
  args: {
    state: state({
      step: { kind: 'code', answer: { flow: 'otp', code: 'c' } },
      error: { kind: 'server', message: 'Invalid one-time code' },
    }),
  },
};

export const SmsCode: Story = {
  args: {
    state: state({
      step: { kind: 'code', answer: { flow: 'sms', code: 'c', maskedPhone: '+40******123', identifier: '42' } },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('+40******123')).toBeVisible();
    await expect(canvas.getByText('42')).toBeVisible();
  },
};

export const PushWaiting: Story = {
  args: { state: state({ step: { kind: 'approval', answer: push, refused: false } }) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // The approval step loads with its QR code when reached.
    await expect(await canvas.findByRole('img', { name: /QR code/ })).toBeVisible();
    await expect(canvas.getByText('iPhone 15')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send again' }));
    await expect(args.onResend).toHaveBeenCalledOnce();
  },
};

export const PushResent: Story = {
  args: { state: state({ step: { kind: 'approval', answer: push, refused: false }, resent: true }) },
};

export const PushRefused: Story = {
  args: { state: state({ step: { kind: 'approval', answer: push, refused: true } }) },
};

export const VerifyDevice: Story = {
  args: { state: state({ step: { kind: 'approval', answer: { flow: 'verifyDevice', code: 'c' }, refused: false } }) },
};

export const MigrationSoft: Story = {
  args: {
    state: state({
      step: {
        kind: 'migration',
        answer: { flow: 'direct', code: 'c' },
        migration: { type: 'soft', strategy: 'migrate', daysLeft: 12 },
      },
    }),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You have 12 days left to switch to approval in the mobile app.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinueMigration).toHaveBeenCalledOnce();
  },
};

export const MigrationSoftEnable: Story = {
  args: {
    state: state({
      step: {
        kind: 'migration',
        answer: { flow: 'direct', code: 'c' },
        migration: { type: 'soft', strategy: 'enable', daysLeft: 1 },
      },
    }),
  },
};

export const MigrationStrict: Story = {
  args: {
    state: state({
      step: {
        kind: 'migration',
        answer: { flow: 'otp', code: 'c' },
        migration: { type: 'strict', strategy: 'migrate', daysLeft: 0 },
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Continue' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Back to sign in' })).toBeVisible();
  },
};

export const Terms: Story = {
  args: {
    state: state({
      step: {
        kind: 'terms',
        terms: [
          {
            id: 1,
            key: 'general-terms',
            label: 'General Terms and Conditions',
            text: 'The terms that govern your account.',
            url: 'https://paydeck.test/legal/terms',
          },
          { id: 3, key: 'fee-schedule-2026', label: 'Fee schedule 2026', url: 'https://paydeck.test/legal/fees-2026' },
        ],
      },
    }),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const accept = await canvas.findByRole('button', { name: 'Accept and continue' });
    await expect(accept).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'General Terms and Conditions' }));
    await expect(accept).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Fee schedule 2026' }));
    await userEvent.click(accept);
    await expect(args.onAcceptTerms).toHaveBeenCalledOnce();
  },
};

export const SigningIn: Story = { args: { state: state({ step: { kind: 'signingIn' }, busy: true }) } };
