import { I18nProvider, i18n } from '@paydeck/i18n';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CompanyInfoForm } from './CompanyInfoForm';
import { northwind } from './company-fixtures';

i18n.loadAndActivate({ locale: 'en', messages: {} });

test.each([
  ['Registration number', 50],
  ['Tax ID', 40],
  ['Trading name', 200],
])("%s: the sandbox's limit of %i characters is said under the field before anything is sent", async (label, max) => {
  const onSubmit = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <CompanyInfoForm company={northwind} onSubmit={onSubmit} />
    </I18nProvider>,
  );
  const field = screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
  fireEvent.change(field, { target: { value: 'x'.repeat(max) } });
  fireEvent.submit(screen.getByRole('form', { name: 'Company details' }));
  await waitFor(() => expect(screen.queryByText(`At most ${max} characters.`)).toBeNull());
  const sentBefore = onSubmit.mock.calls.length;
  fireEvent.change(field, { target: { value: 'x'.repeat(max + 1) } });
  fireEvent.submit(screen.getByRole('form', { name: 'Company details' }));
  expect(await screen.findByText(`At most ${max} characters.`)).toBeTruthy();
  expect(onSubmit).toHaveBeenCalledTimes(sentBefore);
});
