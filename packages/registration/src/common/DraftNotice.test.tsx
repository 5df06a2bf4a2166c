import { I18nProvider, i18n } from '@paydeck/i18n';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { draftStorageKey, hasDraftContent, useDraftStore } from '../model/draft-store';
import { completeDraft } from '../model/fixtures';
import { DraftNotice } from './DraftNotice';

i18n.loadAndActivate({ locale: 'en', messages: {} });

beforeEach(() => useDraftStore.getState().update(() => completeDraft()));
afterEach(() => useDraftStore.getState().clear());

const renderNotice = (onCleared = vi.fn()) => {
  render(
    <I18nProvider i18n={i18n}>
      <DraftNotice onCleared={onCleared} />
    </I18nProvider>,
  );
  return onCleared;
};

test('says the answers are kept in this browser', () => {
  renderNotice();
  expect(screen.getByText(/saved in this browser only/)).toBeTruthy();
});

test('clearing asks the spec’s confirmation; keeping them changes nothing', async () => {
  const onCleared = renderNotice();
  await userEvent.click(screen.getByRole('button', { name: 'Clear the saved answers' }));
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog.textContent).toContain('You are about to clear all the information entered. Are you sure?');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Keep them' }));
  expect(hasDraftContent(useDraftStore.getState().draft)).toBe(true);
  expect(onCleared).not.toHaveBeenCalled();
});

test('confirming clears the draft here and in sessionStorage', async () => {
  const onCleared = renderNotice();
  await userEvent.click(screen.getByRole('button', { name: 'Clear the saved answers' }));
  await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Clear' }));
  expect(hasDraftContent(useDraftStore.getState().draft)).toBe(false);
  expect(sessionStorage.getItem(draftStorageKey)).toBeNull();
  expect(onCleared).toHaveBeenCalled();
});
