import { I18nProvider, i18n } from '@paydeck/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeCaller } from '../../api/fake-caller';
import { confirmCompanyUserPhone, requestCompanyUserPhoneCode } from '../../api/company-user-phone';
import type { NewPhone } from '../../api/phone';
import { CompanyUserPhoneSection } from './CompanyUserPhoneSection';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const newPhone = { countryCode: '44', number: '7700900123', phoneNumber: '+447700900123' };

test('a new number gets a code; the confirmed code shows the new number', async () => {
  const requestCode = vi.fn(async (_phone: NewPhone) => '+44******123');
  const confirm = vi.fn(async (_code: string) => newPhone);
  render(
    <I18nProvider i18n={i18n}>
      <CompanyUserPhoneSection actions={{ requestCode, confirm }} />
    </I18nProvider>,
  );
  await userEvent.type(screen.getByRole('textbox', { name: /Country code/ }), '44');
  await userEvent.type(screen.getByRole('textbox', { name: /Mobile number/ }), '7700 900123');
  await userEvent.click(screen.getByRole('button', { name: 'Send a code to the new number' }));
  expect(requestCode).toHaveBeenCalledWith({ countryCode: '+44', number: '7700900123' });
  expect(await screen.findByText('We sent a 6-digit code to +44******123.')).toBeTruthy();
  await userEvent.type(screen.getByRole('textbox', { name: /Code from the SMS/ }), '123456');
  await userEvent.click(screen.getByRole('button', { name: /Confirm/ }));
  expect(confirm).toHaveBeenCalledWith('123456');
  expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Your phone number is now +447700900123.');
});

test('the wire: businessUserPhoneUpdate without the plus and with the challenge; confirm with the verifier', async () => {
  const sent = fakeCaller({ responseCode: '00', maskedPhone: '+44******123' });
  expect(await requestCompanyUserPhoneCode(sent.api, { countryCode: '+44', number: '7700900123' }, 'challenge')).toBe(
    '+44******123',
  );
  expect(sent.calls[0]).toMatchObject({
    method: 'businessUserPhoneUpdate',
    payload: { phoneCountryCode: '44', phone: '7700900123', codeChallenge: 'challenge' },
  });
  const confirmed = fakeCaller({ responseCode: '00', phone: newPhone });
  expect(await confirmCompanyUserPhone(confirmed.api, { code: '123456', codeVerifier: 'v' })).toEqual(newPhone);
  expect(confirmed.calls[0]).toMatchObject({
    method: 'businessUserPhoneConfirm',
    payload: { code: '123456', codeVerifier: 'v' },
  });
});
