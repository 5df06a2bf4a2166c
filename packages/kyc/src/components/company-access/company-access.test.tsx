import { I18nProvider, i18n } from '@paydeck/i18n';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NewAuthorisedUser } from '../../api/company-access';
import { companyUsers } from '../company/company-fixtures';
import { AssignableRightsContext } from './assignable-rights-context';
import { AuthorisedUserForm } from './AuthorisedUserForm';
import { CompanyUsersList } from './CompanyUsersList';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const wrap = (node: React.ReactNode) => render(<I18nProvider i18n={i18n}>{node}</I18nProvider>);

test('an authorised user without name or a valid e-mail is not sent', async () => {
  const onSubmit = vi.fn<(user: NewAuthorisedUser) => Promise<unknown>>(async () => undefined);
  wrap(<AuthorisedUserForm onSubmit={onSubmit} />);
  await userEvent.type(screen.getByRole('textbox', { name: /E-mail/ }), 'nobody');
  await userEvent.click(screen.getByRole('button', { name: /Add the user/ }));
  expect(await screen.findByText('Enter the first name.')).toBeTruthy();
  expect(screen.getByText('Enter a valid e-mail address.')).toBeTruthy();
  expect(onSubmit).not.toHaveBeenCalled();
});

test('a complete authorised user is sent trimmed, with read access by default', async () => {
  const onSubmit = vi.fn<(user: NewAuthorisedUser) => Promise<unknown>>(async () => undefined);
  wrap(<AuthorisedUserForm onSubmit={onSubmit} />);
  await userEvent.type(screen.getByRole('textbox', { name: /First name/ }), ' Tina ');
  await userEvent.type(screen.getByRole('textbox', { name: /Last name/ }), 'Wong');
  await userEvent.type(screen.getByRole('textbox', { name: /E-mail/ }), 'tina.wong@example.com');
  await userEvent.click(screen.getByRole('button', { name: /Add the user/ }));
  await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
  expect(onSubmit.mock.lastCall?.[0]).toEqual({
    firstName: 'Tina',
    lastName: 'Wong',
    email: 'tina.wong@example.com',
    accessRights: 1,
  });
});

const listActions = () => ({ updateRights: vi.fn(), resend: vi.fn(), loadUser: vi.fn() });
/** The list under the rights the server answered (businessAccessRightsList, 0-4 unless said). */
const withRights = (node: React.ReactNode, rights: readonly number[] = [0, 1, 2, 3, 4]) =>
  wrap(<AssignableRightsContext value={rights}>{node}</AssignableRightsContext>);

test('rights 5 are shown as words, never as a choice; only users not activated get a resend', () => {
  withRights(<CompanyUsersList users={companyUsers} canManage actions={listActions()} />);
  const rows = within(screen.getByRole('list', { name: 'Company users' })).getAllByRole('listitem');
  const una = rows.find((row) => row.textContent?.includes('Una Loader'));
  expect(una && within(una).queryByRole('form')).toBeNull();
  expect(una?.textContent).toContain('Uploads documents');
  expect(screen.getAllByRole('form')).toHaveLength(3);
  expect(screen.getAllByRole('button', { name: 'Resend the activation link' })).toHaveLength(1);
});

test('a right the server does not list is shown as words, not offered for change', () => {
  // the server lets only read and initiate be given: boris (full access) cannot be changed here
  withRights(<CompanyUsersList users={companyUsers} canManage actions={listActions()} />, [1, 3]);
  expect(screen.queryByRole('form', { name: 'Access of Boris Petrov' })).toBeNull();
  expect(screen.getByRole('form', { name: 'Access of Erin Walsh' })).toBeTruthy();
});

test('nothing is offered for change before the server has listed the rights', () => {
  wrap(<CompanyUsersList users={companyUsers} canManage actions={listActions()} />);
  expect(screen.queryAllByRole('form')).toHaveLength(0);
});

test('a user’s details are read from the server when opened', async () => {
  const actions = listActions();
  const erin = companyUsers.find((user) => user.firstName === 'Erin');
  if (!erin) throw new Error('no Erin in the fixtures');
  actions.loadUser.mockResolvedValue(erin);
  withRights(<CompanyUsersList users={companyUsers} canManage actions={actions} />);
  await userEvent.click(screen.getByRole('button', { name: 'Details of Erin Walsh' }));
  const dialog = await screen.findByRole('dialog', { name: 'Erin Walsh' });
  expect(await within(dialog).findByText('Initiate payments')).toBeTruthy();
  expect(within(dialog).getByText('erin.employee@demo.paydeck.test')).toBeTruthy();
  expect(within(dialog).getByText('Authorised user')).toBeTruthy();
  expect(actions.loadUser).toHaveBeenCalledWith(erin.id);
});

test('without full access the rights are read only', () => {
  withRights(<CompanyUsersList users={companyUsers} canManage={false} actions={listActions()} />);
  expect(screen.queryAllByRole('form')).toHaveLength(0);
  expect(screen.queryByRole('button', { name: 'Resend the activation link' })).toBeNull();
  expect(screen.getByText('Full access')).toBeTruthy();
});
