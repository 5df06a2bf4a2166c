import { I18nProvider, i18n } from '@paydeck/i18n';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import type { Draft } from '../../model/draft';
import { completeDraft } from '../../model/fixtures';
import { ShareholdersHub } from './ShareholdersHub';
import { UsersHub } from './UsersHub';
import { DirectorsHub } from './DirectorsHub';

i18n.loadAndActivate({ locale: 'en', messages: {} });
const wrap = (node: ReactNode) => render(<I18nProvider i18n={i18n}>{node}</I18nProvider>);

/** A hub over a draft that applies its changes to `state.draft`. */
function hubProps(draft: Draft) {
  const state = { draft };
  return {
    state,
    props: {
      draft,
      update: vi.fn((change: (d: Draft) => Draft) => {
        state.draft = change(state.draft);
      }),
      open: vi.fn(),
      newId: () => 'n1',
    },
  };
}

test('the shareholders of a level show their total and say when it is out of 10 to 100 percent', () => {
  const draft = completeDraft();
  const over = { ...draft, shareholders: draft.shareholders.map((entry) => ({ ...entry, share: 70 })) };
  wrap(<ShareholdersHub {...hubProps(over).props} level={null} />);
  expect(screen.getByText('Together: 140 percent')).toBeTruthy();
  expect(screen.getByText('The shares add up to 140 percent: together they cannot exceed 100 percent.')).toBeTruthy();
});

test('adding a company shareholder creates it at this level and opens its form', async () => {
  const { props, state } = hubProps(completeDraft());
  wrap(<ShareholdersHub {...props} level={null} />);
  await userEvent.click(screen.getByRole('button', { name: 'Add a company as shareholder' }));
  expect(state.draft.shareholders.at(-1)).toEqual({ kind: 'company', companyId: 'n1', share: 0 });
  expect(props.open).toHaveBeenCalledWith({ screen: 'companyForm', company: 'n1' });
});

test('a company level’s director opens with the level in the address', async () => {
  const { props } = hubProps(completeDraft());
  wrap(<DirectorsHub {...props} level="c1" />);
  await userEvent.click(screen.getByRole('button', { name: 'Edit First d2 Last d2' }));
  expect(props.open).toHaveBeenCalledWith({ screen: 'personForm', role: 'director', level: 'c1', person: 'd2' });
});

test('each user shows the live status of their e-mail; removing a user who is nothing else drops them', async () => {
  const draft = completeDraft();
  const withUser: Draft = {
    ...draft,
    persons: [
      ...draft.persons,
      {
        ...draft.persons[1],
        id: 'u9',
        email: 'taken@example.test',
        isUser: true,
        accessRights: 1,
      } as Draft['persons'][number],
    ],
  };
  const { props, state } = hubProps(withUser);
  const statuses: Record<string, number> = { 'main.user@example.test': 0, 'taken@example.test': 1 };
  wrap(<UsersHub {...props} useEmailStatus={(email) => statuses[email] as 0 | 1 | undefined} />);
  const rows = within(screen.getByRole('list', { name: 'Users' })).getAllByRole('listitem');
  expect(within(rows[0] as HTMLElement).getByText('This e-mail is free.')).toBeTruthy();
  expect(within(rows[1] as HTMLElement).getByText(/already has an account/)).toBeTruthy();
  await userEvent.click(within(rows[1] as HTMLElement).getByRole('button', { name: /^Remove/ }));
  expect(state.draft.persons.map((person) => person.id)).not.toContain('u9');
});

test('the root shareholders hub ticks the ultimate beneficial owners among the persons entered', async () => {
  const { props, state } = hubProps(completeDraft());
  wrap(<ShareholdersHub {...props} level={null} />);
  const owners = screen.getByRole('group', { name: 'Ultimate beneficial owners' });
  expect(within(owners).getByRole('checkbox', { name: 'First d1 Last d1' })).toHaveProperty('checked', true);
  await userEvent.click(within(owners).getByText('First d2 Last d2'));
  expect(state.draft.owners).toEqual(['d1', 'd2']);
});

test('a company shareholder’s own hub asks no owners (they are the root company’s)', () => {
  wrap(<ShareholdersHub {...hubProps(completeDraft()).props} level="c1" />);
  expect(screen.queryByRole('group', { name: 'Ultimate beneficial owners' })).toBeNull();
});
