import { I18nProvider, i18n } from '@paydeck/i18n';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { emptyDraft, type Person } from '../../model/draft';
import { completeDraft } from '../../model/fixtures';
import { DueDilligenceFormScreen } from './DueDilligenceFormScreen';
import { GeneralFormScreen } from './GeneralFormScreen';
import { LegalFormScreen } from './LegalFormScreen';
import { type PersonFormProps, PersonFormScreen } from './PersonFormScreen';

i18n.loadAndActivate({ locale: 'en', messages: {} });
const wrap = (node: ReactNode) => render(<I18nProvider i18n={i18n}>{node}</I18nProvider>);
const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));

test('Next on an empty company form names each missing answer, stays, and focuses the first wrong field', async () => {
  const onDone = vi.fn();
  const save = vi.fn();
  wrap(<GeneralFormScreen initial={emptyDraft().generalForm} types={['others']} save={save} onDone={onDone} />);
  await next();
  expect(await screen.findByText("Enter the company's registered name.")).toBeTruthy();
  expect(screen.getByText("Enter the company's e-mail address.")).toBeTruthy();
  expect(screen.getByText('Describe in a few words what the company does.')).toBeTruthy();
  expect(screen.getByText('Enter the calling code, e.g. 357.')).toBeTruthy();
  expect(screen.getByText('Enter the phone number: 4 to 20 digits.')).toBeTruthy();
  expect(onDone).not.toHaveBeenCalled();
  // the first wrong field in the page's order: the business type's choice
  await waitFor(() => expect(document.activeElement?.textContent).toContain('Select an item'));
});

test('a complete company form moves on and saves what it holds', async () => {
  const onDone = vi.fn();
  const save = vi.fn();
  const initial = completeDraft().generalForm;
  wrap(<GeneralFormScreen initial={initial} types={['affiliatePrograms']} save={save} onDone={onDone} />);
  await next();
  await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
  expect(save).toHaveBeenLastCalledWith(initial);
});

test('what is typed is saved after a pause, before any Next (a reload keeps it)', async () => {
  const save = vi.fn();
  wrap(<GeneralFormScreen initial={emptyDraft().generalForm} types={['others']} save={save} onDone={vi.fn()} />);
  await userEvent.type(screen.getByRole('textbox', { name: /Registered name/ }), 'Acme');
  await waitFor(() => expect(save).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'Acme' })));
});

test('the regulator and the licence are asked only of a regulated company', async () => {
  const initial = { ...completeDraft().dueDilligenceForm, isRegulated: null };
  wrap(<DueDilligenceFormScreen initial={initial} save={vi.fn()} onDone={vi.fn()} onBack={vi.fn()} />);
  expect(screen.queryByRole('textbox', { name: /Regulator/ })).toBeNull();
  await next();
  expect(await screen.findByText('Answer yes or no.')).toBeTruthy();
  const question = screen.getByRole('radiogroup', { name: /regulated by a financial authority/ });
  await userEvent.click(question.querySelector('label') as HTMLElement);
  expect(await screen.findByRole('textbox', { name: /Regulator/ })).toBeTruthy();
  await next();
  expect(await screen.findByText("Enter the regulator's name.")).toBeTruthy();
});

test('a place of business is asked only when it differs from the registered address', async () => {
  const onDone = vi.fn();
  wrap(<LegalFormScreen initial={completeDraft().legalForm} save={vi.fn()} onDone={onDone} onBack={vi.fn()} />);
  expect(screen.queryByRole('group', { name: 'Place of business' })).toBeNull();
  await userEvent.click(screen.getByRole('checkbox', { name: /run from the registered address/ }));
  expect(screen.getByRole('group', { name: 'Place of business' })).toBeTruthy();
  await next();
  expect(await screen.findAllByText('Fill in this field.')).not.toHaveLength(0);
  expect(onDone).not.toHaveBeenCalled();
});

test('a country picked for the countries of operation joins the list, and the box is empty for the next one', async () => {
  const initial = { ...completeDraft().dueDilligenceForm, countriesOfOperation: [] };
  wrap(<DueDilligenceFormScreen initial={initial} save={vi.fn()} onDone={vi.fn()} onBack={vi.fn()} />);
  const box = screen.getByRole('combobox', { name: /Add a country the company works in/ });
  await userEvent.type(box, 'Cypr');
  await userEvent.click(await screen.findByRole('option', { name: /Cyprus/ }));
  expect(within(screen.getByRole('list', { name: 'Countries the company works in' })).getByText('Cyprus')).toBeTruthy();
  const fresh = screen.getByRole('combobox', { name: /Add a country the company works in/ });
  expect(fresh).toHaveProperty('value', '');
  expect(fresh.getAttribute('aria-expanded')).not.toBe('true');
});

test("a user's refused e-mail, corrected, is accepted as soon as the check answers: no retyping", async () => {
  // The live check answers later than the keystroke: the status arrives in a render of its own.
  let answers: Record<string, 0 | 1 | 2> = { 'taken@example.test': 1 };
  const statusOf = (email: string) => answers[email.trim()];
  const person = { ...completeDraft().persons[0], email: 'taken@example.test', isUser: true } as Person;
  const props = {
    title: 'A user',
    initial: person,
    isUser: true,
    needsDetails: false,
    sources: { kind: 'ready', data: [] } as PersonFormProps['sources'],
    onRetry: vi.fn(),
    useEmailStatus: statusOf,
    save: vi.fn(),
    onDone: vi.fn(),
    onBack: vi.fn(),
  };
  const view = wrap(<PersonFormScreen {...props} />);
  await userEvent.click(screen.getByRole('button', { name: 'Save and go back' }));
  const refusal = 'Use an e-mail that is free or belongs to an employee of another company.';
  expect(await screen.findByText(refusal)).toBeTruthy();
  // one keystroke after the refusal (the form checks it with the status it knew), then the check's answer
  answers = { ...answers, 'taken@example.tests': 2 };
  await userEvent.type(screen.getByRole('textbox', { name: /E-mail/ }), 's');
  answers = { ...answers, 'taken@example.tests': 0 };
  view.rerender(
    <I18nProvider i18n={i18n}>
      <PersonFormScreen {...props} useEmailStatus={(email) => answers[email.trim()]} />
    </I18nProvider>,
  );
  await waitFor(() => expect(screen.queryByText(refusal)).toBeNull());
  expect(props.onDone).not.toHaveBeenCalled();
});
