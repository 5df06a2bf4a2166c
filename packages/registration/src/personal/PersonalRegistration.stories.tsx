import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PersonalRegistrationScreen } from './PersonalRegistrationScreen';
import type { PersonalFormProps } from './PersonalForm';

const meta = { title: 'registration/Personal', component: PersonalRegistrationScreen } satisfies Meta<
  typeof PersonalRegistrationScreen
>;
export default meta;
type Story = StoryObj<typeof meta>;

const form = (overrides: Partial<PersonalFormProps> = {}): PersonalFormProps => ({
  types: ['webmasters', 'freelancers', 'webcamModels', 'developers', 'independentContractors', 'others'],
  emailStatus: undefined,
  onEmailChange: fn(),
  termsHref: 'https://paydeck-wallet.example/legal/terms',
  privacyHref: 'https://paydeck-wallet.example/legal/privacy',
  onSubmit: fn(async () => {}),
  ...overrides,
});

const onSubmit = fn(async () => {});
export const Form: Story = {
  tags: ['screen'],
  args: { state: 'form', form: form({ onSubmit }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open the account' }));
    await expect(await canvas.findByText('Enter your e-mail address.')).toBeVisible();
    await expect(canvas.getByText('Accept the terms and the privacy policy to open an account.')).toBeVisible();
    await expect(onSubmit).not.toHaveBeenCalled();
  },
};

export const EmailChecking: Story = {
  args: { state: 'form', form: form({ emailStatus: 2, initialValues: { email: 'nora.new@example.test' } }) },
};

export const EmailFree: Story = {
  args: { state: 'form', form: form({ emailStatus: 0, initialValues: { email: 'nora.new@example.test' } }) },
};

export const EmailTaken: Story = {
  args: { state: 'form', form: form({ emailStatus: 1, initialValues: { email: 'anna.personal@demo.paydeck.test' } }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/This e-mail already has an account/)).toBeVisible();
  },
};

export const EmailCheckFailed: Story = {
  args: { state: 'form', form: form({ emailStatus: -1, initialValues: { email: 'nora.new@example.test' } }) },
};

export const SendingFailed: Story = {
  args: {
    state: 'form',
    form: form({ error: 'birthDay: the person must be 18 to 120 years old', emailStatus: 0 }),
  },
};

export const PersonalOnlyTwoTypes: Story = {
  args: { state: 'form', form: form({ types: ['developers', 'others'] }) },
};

export const CheckYourEmail: Story = {
  tags: ['screen'],
  args: { state: 'sent', sent: { email: 'nora.new@example.test', resend: 'idle', onResend: fn() } },
};

export const LinkSentAgain: Story = {
  args: { state: 'sent', sent: { email: 'nora.new@example.test', resend: 'sent', onResend: fn() } },
};

export const LinkNotSent: Story = {
  args: { state: 'sent', sent: { email: 'nora.new@example.test', resend: 'failed', onResend: fn() } },
};
