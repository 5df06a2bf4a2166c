import { ready } from '@paydeck/accounts';
import { I18nProvider, i18n } from '@paydeck/i18n';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyQuestionnaire, type QuestionnaireDraft } from '../../model/questionnaire';
import { dictionaries, identityTypes, umaKyc } from '../fixtures';
import { KycScreen } from './KycScreen';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const none = vi.fn();
const steps = (done: string[]) =>
  (['questionnaire', 'phone', 'identity', 'address'] as const).map((step) => ({ step, done: done.includes(step) }));

/** /kyc as the page gives it: the steps done, the questionnaire's draft and the answers the bank returned. */
const show = (done: string[], draft: QuestionnaireDraft, saved: QuestionnaireDraft) =>
  render(
    <I18nProvider i18n={i18n}>
      <KycScreen
        kyc={ready(umaKyc)}
        request={ready({ isNeedKyc: true, steps: steps(done) })}
        onRetry={none}
        questionnaire={{
          dictionaries: ready(dictionaries),
          onRetry: none,
          draft,
          saved,
          onDraftChange: none,
          onSubmit: async () => true,
          error: null,
        }}
        identityTypes={identityTypes}
        today="2026-11-24"
        phone={{ add: none, requestCode: async () => '+44 ••• ••• 123', confirm: none }}
        onIdentity={none}
        onConfirmAddress={none}
        onCreateAddress={none}
        canManage
        canUpload
      />
    </I18nProvider>,
  );

const aboutYou = () => screen.getByRole('region', { name: 'About you' });
/** The value each picker shows, in the form's order (occupation, funds, purpose, deposits). */
const pickers = () =>
  [...aboutYou().querySelectorAll('button[aria-haspopup="listbox"]')].map((button) =>
    button.textContent?.replace('▾', '').trim(),
  );
const savedOccupation = { ...emptyQuestionnaire, occupationId: 2 };

test('answered: the saved occupation is shown, and no picker says "Choose"', () => {
  show(['questionnaire', 'address'], emptyQuestionnaire, savedOccupation);
  expect(aboutYou().textContent).toContain('Your answers are saved.');
  const answers = within(aboutYou()).getByRole('list', { name: 'Your answers' });
  expect(answers.textContent).toContain('Occupation');
  expect(answers.textContent).toContain('Self-employed');
  expect(aboutYou().textContent).not.toContain('Choose');
});

test('answered, then "Change the answers": the form starts from the saved occupation', async () => {
  show(['questionnaire', 'address'], emptyQuestionnaire, savedOccupation);
  await userEvent.click(within(aboutYou()).getByRole('button', { name: 'Change the answers' }));
  expect(pickers()).toEqual(['Self-employed', 'Choose', 'Choose', 'Choose']);
});

test.each<[string, QuestionnaireDraft, QuestionnaireDraft, (string | undefined)[]]>([
  ['nothing saved, nothing chosen', emptyQuestionnaire, emptyQuestionnaire, ['Choose', 'Choose', 'Choose', 'Choose']],
  ['the saved occupation', emptyQuestionnaire, savedOccupation, ['Self-employed', 'Choose', 'Choose', 'Choose']],
  [
    'a draft choice beside the saved occupation',
    { ...emptyQuestionnaire, sourceOfFundsId: 2 },
    savedOccupation,
    ['Self-employed', 'Savings', 'Choose', 'Choose'],
  ],
  [
    "the draft's occupation wins over the saved one",
    { ...emptyQuestionnaire, occupationId: 1 },
    savedOccupation,
    ['Employed', 'Choose', 'Choose', 'Choose'],
  ],
])('not answered yet, %s', (_name, draft, saved, expected) => {
  show(['address'], draft, saved);
  expect(pickers()).toEqual(expected);
});
