import { I18nProvider, i18n } from '@paydeck/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { identityTypes } from '../fixtures';
import { IdentityDocumentForm } from './IdentityDocumentForm';

i18n.loadAndActivate({ locale: 'en', messages: {} });

/** The types the form offers for a document issued in `countryCode` (spec 5: type 88 only from RU and UA). */
async function offeredTypes(countryCode: string) {
  render(
    <I18nProvider i18n={i18n}>
      <IdentityDocumentForm types={identityTypes} countryCode={countryCode} today="2026-11-24" onSubmit={vi.fn()} />
    </I18nProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: /Type of document/ }));
  return screen.getAllByRole('option').map((option) => option.textContent);
}

test.each([
  ['PL', ['Passport', 'National identity card', 'Driving licence']],
  ['DE', ['Passport', 'National identity card', 'Driving licence']],
  ['UA', ['Passport', 'National identity card', 'Driving licence', 'Internal passport']],
  ['RU', ['Passport', 'National identity card', 'Driving licence', 'Internal passport']],
])('a document issued in %s is offered %o', async (country, expected) => {
  expect(await offeredTypes(country)).toEqual(expected);
});
