import { I18nProvider, i18n } from '@paydeck/i18n';
import { render, screen, within } from '@testing-library/react';
import { fakeCaller } from '../api/fake-caller';
import { fetchPersonalAgreements } from '../api/agreements';
import { PersonalForm } from './PersonalForm';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const agreements = [
  { id: 1, name: 'Terms and conditions', href: 'https://example.test/terms' },
  { id: 3, name: 'Fee schedule', href: 'https://example.test/fees' },
];

function renderForm(list: typeof agreements | undefined) {
  render(
    <I18nProvider i18n={i18n}>
      <PersonalForm
        types={['developers']}
        emailStatus={undefined}
        onEmailChange={() => undefined}
        termsHref="https://example.test/terms"
        privacyHref="https://example.test/privacy"
        agreements={list}
        onSubmit={async () => undefined}
      />
    </I18nProvider>,
  );
}

test('the accepted agreements are those of dictionaryPersonalAgreements, each opening its document', () => {
  renderForm(agreements);
  expect(screen.getByRole('checkbox', { name: 'I accept the agreements listed below.' })).toBeTruthy();
  const links = within(screen.getByRole('list', { name: 'Agreements' })).getAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Terms and conditions', 'https://example.test/terms'],
    ['Fee schedule', 'https://example.test/fees'],
  ]);
});

test('before the dictionary answers (or without it): the terms and the privacy policy', () => {
  renderForm(undefined);
  expect(screen.getByRole('checkbox', { name: 'I accept the terms and the privacy policy.' })).toBeTruthy();
  expect(screen.queryByRole('list', { name: 'Agreements' })).toBeNull();
});

test('dictionaryPersonalAgreements: read in the asked language; an unknown link is malformed', async () => {
  const terms = { id: 1, name: 'Terms and conditions', link: 'terms' };
  const { api, calls } = fakeCaller({ responseCode: '00', items: [terms] });
  expect(await fetchPersonalAgreements(api, 'es')).toEqual([terms]);
  expect(calls[0]).toMatchObject({ method: 'dictionaryPersonalAgreements', payload: {} });
  const odd = fakeCaller({ responseCode: '00', items: [{ ...terms, link: 'elsewhere' }] });
  await expect(fetchPersonalAgreements(odd.api, 'en')).rejects.toMatchObject({ kind: 'malformed' });
});
