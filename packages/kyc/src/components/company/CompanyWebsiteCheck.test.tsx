import { I18nProvider, i18n } from '@paydeck/i18n';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { checkUrls } from '../../api/check-urls';
import { fakeCaller } from '../../api/fake-caller';
import { type CheckUrl, UrlCheckProvider } from '../common/url-check';
import { CompanyInfoForm } from './CompanyInfoForm';
import { northwind } from './company-fixtures';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const statuses: Record<string, 'ok' | 'invalid' | 'unreachable'> = {
  'down.northwind.example': 'unreachable',
  'northwind.internal.example': 'invalid',
};

function renderForm(onSubmit: () => Promise<unknown>) {
  const check = vi.fn<CheckUrl>(async (url) => statuses[url] ?? 'ok');
  render(
    <I18nProvider i18n={i18n}>
      <UrlCheckProvider check={check}>
        <CompanyInfoForm company={{ ...northwind, website: 'northwind.example' }} onSubmit={onSubmit} />
      </UrlCheckProvider>
    </I18nProvider>,
  );
  return check;
}

// service/check-urls: the bank's word on the website is said next to the field and keeps the details from being sent.
test.each([
  ['down.northwind.example', 'This website does not answer. Check the address, or try again when the site is up.'],
  ['northwind.internal.example', "The bank does not accept this web address. Enter the company's public website."],
  ['northwind.example', null],
])('website %s', async (url, message) => {
  const onSubmit = vi.fn(async () => undefined);
  const check = renderForm(onSubmit);
  const field = screen.getByRole('textbox', { name: /^Website/ });
  fireEvent.change(field, { target: { value: url } });
  fireEvent.blur(field);
  await waitFor(() => expect(check).toHaveBeenCalledWith(url));
  fireEvent.submit(screen.getByRole('form', { name: 'Company details' }));
  if (message) {
    expect(await screen.findByText(message)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onSubmit).not.toHaveBeenCalled();
  } else {
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  }
});

test('the wire: POST service/check-urls with the list; each address with its status', async () => {
  const { api, calls } = fakeCaller({ responseCode: '00', urls: [{ url: 'a.example', status: 'unreachable' }] });
  expect(await checkUrls(api, ['a.example'])).toEqual([{ url: 'a.example', status: 'unreachable' }]);
  expect(calls[0]).toEqual({ method: 'POST service/check-urls', payload: { urls: ['a.example'] }, files: [] });
});
