import { I18nProvider, i18n } from '@paydeck/i18n';
import { render, screen } from '@testing-library/react';
import type { Logo } from '../api/commerce-schemas';
import { ButtonDialog } from './ButtonDialog';
import { buttons, logos } from './commerce-fixtures';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const withLogo = buttons.find((button) => button.logoId !== null);

function show(loadLogo: (id: number) => Promise<Logo>) {
  if (!withLogo) throw new Error('no button with a logo in the fixtures');
  render(
    <I18nProvider i18n={i18n}>
      <ButtonDialog
        button={withLogo}
        accounts={[{ accountId: withLogo.accountId, label: 'EUR account', currencyCode: 'EUR' }]}
        logos={logos}
        loadLogo={loadLogo}
        onSubmit={vi.fn()}
        onClose={vi.fn()}
      />
    </I18nProvider>,
  );
  return withLogo;
}

test('the edit dialog shows the button’s logo as the server has it (logoGet)', async () => {
  const loadLogo = vi.fn(async (id: number) => ({
    id,
    name: 'Studio from the server',
    isDefault: false,
    mimeType: 'image/png',
    file: 'data:image/png;base64,iVBO',
  }));
  const button = show(loadLogo);
  const image = await screen.findByRole('img', { name: 'The logo Studio from the server' });
  expect(image.getAttribute('src')).toBe('data:image/png;base64,iVBO');
  expect(loadLogo).toHaveBeenCalledWith(button.logoId);
});

test('a logo that cannot be read says so; the dialog stays usable', async () => {
  show(vi.fn(async () => Promise.reject(new Error('offline'))));
  expect(await screen.findByText("The logo's image cannot be shown now.")).toBeTruthy();
  expect(screen.getByRole('button', { name: /Save/ })).toBeTruthy();
});
