import { I18nProvider, i18n } from '@paydeck/i18n';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sectionChecks } from '../../model/checks';
import type { Draft } from '../../model/draft';
import { completeDraft } from '../../model/fixtures';
import { SubmitScreen, type SubmitScreenProps } from './SubmitScreen';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const main = completeDraft().persons[0] as Draft['persons'][number];

function renderSubmit(overrides: Partial<SubmitScreenProps>) {
  const props: SubmitScreenProps = {
    draft: completeDraft(),
    mainUsers: [main],
    checks: null,
    onCheck: vi.fn(),
    onSubmit: vi.fn(async () => undefined),
    sendError: null,
    sending: false,
    open: vi.fn(),
    onBack: vi.fn(),
    ...overrides,
  };
  render(
    <I18nProvider i18n={i18n}>
      <SubmitScreen {...props} />
    </I18nProvider>,
  );
  return props;
}

test('the applicant chooses a password; a weak or repeated-wrong one is refused before anything is sent', async () => {
  const props = renderSubmit({});
  await userEvent.type(screen.getByLabelText(/^Password/), 'short');
  await userEvent.click(screen.getByRole('button', { name: 'Check and send the application' }));
  expect(await screen.findByText('Use at least 8 characters.')).toBeTruthy();
  // the section checks run even while the password is not acceptable yet
  expect(props.onCheck).toHaveBeenCalledOnce();
  await userEvent.type(screen.getByLabelText(/^Password/), '-Pass-1');
  await userEvent.type(screen.getByLabelText(/^Repeat the password/), 'other-Pass-1');
  expect(await screen.findByText('The passwords do not match.')).toBeTruthy();
  expect(props.onSubmit).not.toHaveBeenCalled();
  await userEvent.clear(screen.getByLabelText(/^Repeat the password/));
  await userEvent.type(screen.getByLabelText(/^Repeat the password/), 'short-Pass-1');
  await userEvent.click(screen.getByRole('button', { name: 'Check and send the application' }));
  await waitFor(() =>
    expect(props.onSubmit).toHaveBeenCalledWith({ email: 'main.user@example.test', password: 'short-Pass-1' }),
  );
});

test('after a check, each bad section lists its problems with the screen that fixes them', async () => {
  const draft = completeDraft();
  const bad: Draft = {
    ...draft,
    directors: [],
    shareholders: draft.shareholders.map((entry) => ({ ...entry, share: 3 })),
  };
  const checks = sectionChecks(bad, { emailStatus: () => 0, sourceOfWealth: true });
  const props = renderSubmit({ draft: bad, checks });
  const alert = screen.getByRole('alert');
  expect(within(alert).getByRole('region', { name: 'The company' })).toBeTruthy();
  expect(within(alert).getByText('The company has no director yet.')).toBeTruthy();
  const shareholders = within(alert).getByRole('region', { name: 'Shareholders' });
  expect(
    within(shareholders).getByText('The shares add up to 6 percent: together they must make 10 to 100 percent.'),
  ).toBeTruthy();
  expect(within(alert).queryByRole('region', { name: 'Users' })).toBeNull();
  await userEvent.click(within(alert).getByRole('button', { name: 'Open Directors' }));
  expect(props.open).toHaveBeenCalledWith({ screen: 'directorsHub' });
});
