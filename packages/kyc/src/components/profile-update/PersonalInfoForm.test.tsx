import { I18nProvider, i18n } from '@paydeck/i18n';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Profile } from '../../api/profile';
import { PersonalInfoForm } from './PersonalInfoForm';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const profile = (birthDay: string): Profile => ({
  firstName: 'Anna',
  lastName: 'Novak',
  birthDay,
  login: 'anna@example.com',
  residenceCountryCode: 'DE',
  citizenshipCountryCode: 'DE',
  taxId: null,
  occupationId: null,
});

// The form's adult rule, by the calendar: 18 whole years on `today`, the birthday itself included.
test.each([
  ['the 18th birthday itself', '2008-12-01', '2026-12-01', true],
  ['one day short of 18', '2008-12-02', '2026-12-01', false],
  ['born on 29 February 2000', '2000-02-29', '2026-12-01', true],
  ['born 29 February 2008, on 28 February 2026 (18 on 1 March)', '2008-02-29', '2026-02-28', false],
  ['born 29 February 2008, on 1 March 2026', '2008-02-29', '2026-03-01', true],
  ['born 2010-02-28, on 29 February 2028', '2010-02-28', '2028-02-29', true],
  ['born 29 February 2000, on 29 February 2028', '2000-02-29', '2028-02-29', true],
])('%s: born %s, on %s, sent: %s', async (_case, birthDay, today, sent) => {
  const onSubmit = vi.fn(async () => undefined);
  const { unmount } = render(
    <I18nProvider i18n={i18n}>
      <PersonalInfoForm profile={profile(birthDay)} today={today} onSubmit={onSubmit} />
    </I18nProvider>,
  );
  fireEvent.submit(screen.getByRole('form', { name: 'Personal details' }));
  if (sent) {
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ birthDay }));
    expect(screen.queryByText('You must be at least 18 years old.')).toBeNull();
  } else {
    expect(await screen.findByText('You must be at least 18 years old.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  }
  unmount();
});
