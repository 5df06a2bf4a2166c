import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../test/render';
import { PopupHost } from './PopupHost';
import { closeAllPopups, closePopup, openPopup, usePopupStack } from './popupStack';
import { popups } from './popups';

afterEach(() => act(() => closeAllPopups()));

const ids = () => usePopupStack.getState().entries.map((entry) => entry.id);

describe('the stack', () => {
  test('the newest popup is on top; closing without an id closes the top one', () => {
    const closed: string[] = [];
    const a = openPopup(() => null, { onClose: () => closed.push('a') });
    const b = openPopup(() => null, { onClose: () => closed.push('b') });
    const c = openPopup(() => null, { onClose: () => closed.push('c') });
    expect(ids()).toEqual([a, b, c]);
    closePopup();
    expect(ids()).toEqual([a, b]);
    closePopup(a);
    expect(ids()).toEqual([b]);
    closePopup(a);
    expect(closed).toEqual(['c', 'a']);
  });

  test('closing all calls every onClose, newest first', () => {
    const closed: string[] = [];
    openPopup(() => null, { onClose: () => closed.push('first') });
    openPopup(() => null, { onClose: () => closed.push('second') });
    closeAllPopups();
    expect(ids()).toEqual([]);
    expect(closed).toEqual(['second', 'first']);
  });
});

describe('PopupHost', () => {
  test('shows one popup at a time; Escape closes the top one and uncovers the previous one', async () => {
    renderUi(
      <>
        <button type="button">Trigger</button>
        <PopupHost />
      </>,
    );
    const trigger = screen.getByRole('button', { name: 'Trigger' });
    trigger.focus();
    act(() => {
      popups.showResponse({ responseDescription: 'Saved' }, { title: 'First' });
      popups.showError({ description: 'Second' });
    });
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('alertdialog', { name: 'Second' })).toBeTruthy();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'First' })).toBeTruthy());
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(ids()).toEqual([]);
    expect(document.activeElement).toBe(trigger);
  });

  test('"Go to home" closes the response popup and calls goHome', async () => {
    const goHome = vi.fn();
    renderUi(<PopupHost />);
    act(() => {
      popups.showResponse({ message: 'Payment sent' }, { goHome });
    });
    expect(screen.getByText('Payment sent')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Go to home' }));
    expect(goHome).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
