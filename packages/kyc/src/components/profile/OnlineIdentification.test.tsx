import { I18nProvider, i18n } from '@paydeck/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeCaller } from '../../api/fake-caller';
import { sendCustomerVerificationCode, startCustomerIdentityVerification } from '../../api/customer-verification';
import { OnlineIdentification, type OnlineIdentificationActions } from './OnlineIdentification';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const show = (actions: OnlineIdentificationActions) =>
  render(
    <I18nProvider i18n={i18n}>
      <OnlineIdentification actions={actions} />
    </I18nProvider>,
  );

test('for one’s own customer the workflow starts at once', async () => {
  const startVerification = vi.fn(async () => undefined);
  show({ startVerification, startVideo: async () => undefined });
  await userEvent.click(screen.getByRole('button', { name: 'Start the identification' }));
  expect(startVerification).toHaveBeenCalledWith('jmo', 'camera');
});

test('acting for another customer: a code first, then the workflow starts with it', async () => {
  const startVerification = vi.fn(async () => undefined);
  const sendCode = vi.fn(async () => 'b***@demo.paydeck.test');
  show({ startVerification, startVideo: async () => undefined, sendCode });
  await userEvent.click(screen.getByRole('button', { name: 'Start the identification' }));
  expect(sendCode).toHaveBeenCalledTimes(1);
  expect(startVerification).not.toHaveBeenCalled();
  expect(
    await screen.findByText('We sent a 6-digit code to b***@demo.paydeck.test. Enter it to start the identification.'),
  ).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Start the identification' })).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Confirm and start' }));
  expect(await screen.findByText('Enter the 6 digits of the code.')).toBeTruthy();
  await userEvent.type(screen.getByRole('textbox', { name: /Verification code/ }), '654321');
  await userEvent.click(screen.getByRole('button', { name: 'Confirm and start' }));
  expect(startVerification).toHaveBeenCalledWith('jmo', 'camera', '654321');
});

test('the wire: the customer of the path, the code challenge, then the code with its verifier', async () => {
  const sent = fakeCaller({ responseCode: '00', sentTo: 'b***@demo.paydeck.test' });
  expect(await sendCustomerVerificationCode(sent.api, 41, 'email', 'challenge')).toBe('b***@demo.paydeck.test');
  expect(sent.calls[0]).toEqual({
    method: 'POST verification/customer/41/verify',
    payload: { type: 'email', codeChallenge: 'challenge' },
    files: [],
  });
  const run = { workflowRunId: 'r', token: 't', url: '/identity-verification/r/t' };
  const started = fakeCaller({ responseCode: '00', ...run });
  const input = { provider: 'nfd', method: 'sms', code: '654321', codeVerifier: 'v' } as const;
  expect(await startCustomerIdentityVerification(started.api, 41, input)).toMatchObject(run);
  expect(started.calls[0]).toMatchObject({ method: 'POST customers/41/identity-verification', payload: input });
});
