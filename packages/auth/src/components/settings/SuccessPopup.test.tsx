import { I18nProvider, i18n } from '@paydeck/i18n';
import { act, render, screen } from '@testing-library/react';
import { SUCCESS_POPUP_MS } from '../../model/settings-approval';
import { SuccessPopup } from './SuccessPopup';

i18n.loadAndActivate({ locale: 'en', messages: {} });

describe('SuccessPopup', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test('closes itself after 3000 ms', () => {
    const onClose = vi.fn();
    render(
      <I18nProvider i18n={i18n}>
        <SuccessPopup title="Two-step verification" message="Updated." onClose={onClose} />
      </I18nProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'Two-step verification' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(SUCCESS_POPUP_MS - 1));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
