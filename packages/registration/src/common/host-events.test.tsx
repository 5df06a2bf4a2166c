import { bridge } from '@paydeck/auth';
import { I18nProvider, i18n } from '@paydeck/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CancelLink } from './CancelLink';
import { tellHostRegistered } from './host-events';

i18n.loadAndActivate({ locale: 'en', messages: {} });

test('a created account tells the host registrationSuccess with the kind only', async () => {
  const send = vi.spyOn(bridge, 'send').mockResolvedValue();
  await tellHostRegistered('personal');
  expect(send).toHaveBeenCalledWith('registrationSuccess', { kind: 'personal' });
});

test('leaving registration for sign-in tells the host registrationCancel', async () => {
  const send = vi.spyOn(bridge, 'send').mockResolvedValue();
  render(
    <I18nProvider i18n={i18n}>
      <CancelLink kind="business" />
    </I18nProvider>,
  );
  const link = screen.getByRole('link', { name: 'I already have an account: sign in' });
  expect(link.getAttribute('href')).toBe('/login');
  link.addEventListener('click', (event) => event.preventDefault());
  await userEvent.click(link);
  expect(send).toHaveBeenCalledWith('registrationCancel', { kind: 'business' });
});
