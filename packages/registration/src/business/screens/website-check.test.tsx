import { I18nProvider, i18n } from '@paydeck/i18n';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { checkUrls, type UrlStatus } from '../../api/check-urls';
import { fakeCaller } from '../../api/fake-caller';
import { emptyDraft } from '../../model/draft';
import { GeneralFormScreen } from './GeneralFormScreen';

i18n.loadAndActivate({ locale: 'en', messages: {} });

// service/check-urls: the company's website is judged when its field is left; the answer is said next to it.
test.each([
  [
    'down.acme.example',
    'unreachable',
    'This website does not answer. Check the address, or try again when the site is up.',
  ],
  ['localhost', 'invalid', "The bank does not accept this web address. Enter the company's public website."],
  ['acme.example', 'ok', null],
] as const)('website %s (%s)', async (url, status, message) => {
  const checkWebsite = vi.fn(async (_url: string): Promise<UrlStatus> => status);
  render(
    <I18nProvider i18n={i18n}>
      <GeneralFormScreen
        initial={emptyDraft().generalForm}
        types={['others']}
        save={vi.fn()}
        onDone={vi.fn()}
        checkWebsite={checkWebsite}
      />
    </I18nProvider>,
  );
  await userEvent.type(screen.getByRole('textbox', { name: /Website/ }), url);
  await userEvent.tab();
  await waitFor(() => expect(checkWebsite).toHaveBeenCalledWith(url));
  if (message) expect(await screen.findByText(message)).toBeTruthy();
  else expect(screen.queryByRole('alert')).toBeNull();
});

test('the wire: POST service/check-urls with the addresses', async () => {
  const { api, calls } = fakeCaller({ responseCode: '00', urls: [{ url: 'acme.example', status: 'ok' }] });
  expect(await checkUrls(api, ['acme.example'])).toEqual([{ url: 'acme.example', status: 'ok' }]);
  expect(calls[0]).toMatchObject({ method: 'POST service/check-urls', payload: { urls: ['acme.example'] } });
});
