import { I18nProvider, i18n } from '@paydeck/i18n';
import { render, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CountryRailPicker } from '../../components/external/CountryRailPicker';
import { useCountries } from './useCountries';

i18n.loadAndActivate({ locale: 'en', messages: {} });

/** The picker of the external transfer with the page's list. */
function Picker() {
  return (
    <CountryRailPicker
      countries={useCountries('en')}
      countryCode={null}
      onCountryChange={vi.fn()}
      rails={null}
      onRetryRails={vi.fn()}
      rail={null}
      onRailChange={vi.fn()}
    />
  );
}

const names = (locale: string) => renderHook(() => useCountries(locale)).result.current;

describe('the external transfer countries: the one list, one spelling per country', () => {
  test.each([
    ['en', 'GB', 'United Kingdom'],
    ['en', 'US', 'United States'],
    ['en', 'XK', 'Kosovo'],
    ['es', 'GB', 'Reino Unido'],
    ['uk', 'GB', 'Велика Британія'],
    ['ru', 'DE', 'Германия'],
  ])('in %s, %s is %s', (locale, code, name) => {
    expect(names(locale).find((country) => country.code === code)?.name).toBe(name);
  });

  test('every code of the list, at once, sorted by name in the language', () => {
    const list = names('ro');
    expect(list).toHaveLength(250);
    const sorted = [...list].sort((a, b) => new Intl.Collator('ro').compare(a.name, b.name));
    expect(list).toEqual(sorted);
  });

  test('the country combobox lists them and filters by what is typed', async () => {
    const user = userEvent.setup();
    render(
      <I18nProvider i18n={i18n}>
        <Picker />
      </I18nProvider>,
    );
    await user.type(screen.getByRole('combobox', { name: /Country of the beneficiary/ }), 'kingdom');
    const listbox = await screen.findByRole('listbox');
    // The option is named by the country (its flag is decorative, hidden from assistive technology).
    expect(within(listbox).getAllByRole('option')).toHaveLength(1);
    expect(within(listbox).getByRole('option', { name: 'United Kingdom' })).toBeTruthy();
  });
});
