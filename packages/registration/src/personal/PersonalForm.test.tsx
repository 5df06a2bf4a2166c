import { I18nProvider, i18n } from '@paydeck/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EmailExistence } from '../api/email-check';
import type { PersonalValues } from '../model/personal';
import { PersonalForm } from './PersonalForm';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const complete: Partial<PersonalValues> = {
  registrationType: 'developers',
  email: 'nora.new@example.test',
  password: 'new-Pass-1',
  repeatPassword: 'new-Pass-1',
  firstName: 'Nora',
  lastName: 'New',
  birthDay: '1990-05-04',
  residenceCountryCode: 'PT',
  phoneCountryCode: '351',
  phone: '912345678',
  termsAccepted: true,
};

function renderForm(emailStatus: EmailExistence | undefined, initialValues: Partial<PersonalValues> = complete) {
  const onSubmit = vi.fn<(values: PersonalValues) => Promise<void>>(async () => undefined);
  const onEmailChange = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <PersonalForm
        types={['developers', 'others']}
        emailStatus={emailStatus}
        onEmailChange={onEmailChange}
        termsHref="https://example.test/terms"
        privacyHref="https://example.test/privacy"
        onSubmit={onSubmit}
        initialValues={initialValues}
      />
    </I18nProvider>,
  );
  return { onSubmit, onEmailChange };
}

const send = () => userEvent.click(screen.getByRole('button', { name: 'Open the account' }));

test.each([
  [0, true],
  [-1, true],
  [1, false],
  [3, false],
] as const)('with the e-mail status %s the registration is sent: %s', async (status, sent) => {
  const { onSubmit } = renderForm(status);
  await send();
  if (sent) await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining(complete)));
  else {
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onSubmit).not.toHaveBeenCalled();
  }
});

test.each([
  ['a short password', { password: 'short1', repeatPassword: 'short1' }, 'Use at least 8 characters.'],
  [
    'a password without a digit',
    { password: 'only-letters', repeatPassword: 'only-letters' },
    'Use at least one letter and one digit.',
  ],
  ['a different repetition', { repeatPassword: 'new-Pass-2' }, 'The passwords do not match.'],
  ['a person under 18', { birthDay: '2020-01-01' }, 'You must be at least 18 years old to open an account.'],
  ['terms not accepted', { termsAccepted: false }, 'Accept the terms and the privacy policy to open an account.'],
  ['an e-mail without a dot', { email: 'nora@example' }, 'Enter a valid e-mail address.'],
  ['a type the brand does not offer', { registrationType: 'webmasters' }, 'Choose what you do.'],
  ['a phone too short', { phone: '12' }, 'Enter the phone number: 4 to 14 digits.'],
])('%s is not sent', async (_case, change, message) => {
  const { onSubmit } = renderForm(0, { ...complete, ...change });
  await send();
  expect(await screen.findByText(message)).toBeTruthy();
  expect(onSubmit).not.toHaveBeenCalled();
});

test('typing an e-mail tells the page, which checks it live', async () => {
  const { onEmailChange } = renderForm(undefined, {});
  await userEvent.type(screen.getByRole('textbox', { name: /E-mail/ }), 'ab@c.de');
  expect(onEmailChange).toHaveBeenLastCalledWith('ab@c.de');
});
