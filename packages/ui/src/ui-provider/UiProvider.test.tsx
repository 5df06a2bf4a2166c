import { i18n } from '@paydeck/i18n';
import { act, screen } from '@testing-library/react';
import { renderUi } from '../test/render';
import { NumberField } from '../number-field/NumberField';
import { closeAllPopups } from '../popups/popupStack';
import { popups } from '../popups/popups';
import { toast } from '../toast/toastQueue';
import { UiProvider } from './UiProvider';

afterEach(() =>
  act(() => {
    closeAllPopups();
    toast.clear();
    i18n.loadAndActivate({ locale: 'en', messages: {} });
  }),
);

test('react-aria follows the interface language of lingui', () => {
  i18n.loadAndActivate({ locale: 'es', messages: {} });
  renderUi(
    <UiProvider>
      <NumberField label="Cuota" defaultValue={12345.5} />
    </UiProvider>,
  );
  expect(screen.getByRole('button', { name: 'Aumentar Cuota' })).toBeTruthy();
  expect((screen.getByRole('textbox', { name: 'Cuota' }) as HTMLInputElement).value).toBe('12.345,5');
});

test('the app gets the popup host and the toaster (which loads with the first toast)', async () => {
  renderUi(<UiProvider>{null}</UiProvider>);
  act(() => {
    popups.showError({ description: 'Card blocked' });
    toast.show({ title: 'Saved' });
  });
  expect(screen.getByRole('alertdialog', { name: 'Card blocked' })).toBeTruthy();
  expect(await screen.findByText('Saved')).toBeTruthy();
});
