import { Trans, useLingui } from '@lingui/react/macro';
import { type Loadable, LoadableView, pageLayout } from '@paydeck/accounts';
import { Button, ListOption, Select } from '@paydeck/ui';
import { revalidateLogic, useForm, useStore } from '@tanstack/react-form';
import { Fragment, useEffect, useMemo, useState } from 'react';
import * as v from 'valibot';
import type { KycAnswers } from '../../api/profile';
import type { DictionaryItem } from '../../api/schemas';
import { type QuestionnaireDraft, startingAnswers } from '../../model/questionnaire';
import * as styles from '../common/common.css';
import { ReadOnlyNote } from '../common/ReadOnlyNote';
import { firstError, useAction } from '../common/useAction';

export type { QuestionnaireDraft } from '../../model/questionnaire';

export interface QuestionnaireDictionaries {
  occupation: DictionaryItem[];
  sourcesOfFunds: DictionaryItem[];
  purposesOfAccount: DictionaryItem[];
  estimatedMonthlyDeposits: DictionaryItem[];
}

export interface QuestionnaireFormProps {
  dictionaries: Loadable<QuestionnaireDictionaries>;
  onRetry: () => void;
  /** What the person chose so far (kept across a reload by the page). */
  draft: QuestionnaireDraft;
  /** The answers the bank already holds (null where the wire does not return them); a draft's choice wins. */
  saved: QuestionnaireDraft;
  /** The questionnaire step is done: show what is saved, with a way to change it, rather than empty pickers. */
  answered?: boolean;
  /** The person may send the answers (full access); else the saved answers only, or why there are none. */
  canChange: boolean;
  onDraftChange: (draft: QuestionnaireDraft) => void;
  onSubmit: (answers: KycAnswers) => Promise<boolean>;
  error: string | null;
}

/** The KYC questionnaire: occupation, source of funds, purpose of the account, expected monthly deposits. */
export function QuestionnaireForm(props: QuestionnaireFormProps) {
  const { t } = useLingui();
  return (
    <LoadableView value={props.dictionaries} label={t`Loading the questions`} onRetry={props.onRetry} lines={4}>
      {(dictionaries) => <Questions {...props} dictionaries={dictionaries} />}
    </LoadableView>
  );
}

function Questions({
  dictionaries,
  draft,
  saved,
  answered = false,
  canChange,
  onDraftChange,
  onSubmit,
  error,
}: Omit<QuestionnaireFormProps, 'dictionaries'> & { dictionaries: QuestionnaireDictionaries }) {
  const { t } = useLingui();
  const schema = useMemo(
    () =>
      v.object({
        occupationId: v.number(t`Choose your occupation.`),
        sourceOfFundsId: v.number(t`Choose where your money comes from.`),
        purposeOfAccountId: v.number(t`Choose what the account is for.`),
        estimatedMonthlyDepositId: v.number(t`Choose how much you expect to pay in each month.`),
      }),
    [t],
  );
  // pending only while the answers travel (not while the form checks them)
  const send = useAction(onSubmit);
  const [editing, setEditing] = useState(!answered);
  const form = useForm({
    defaultValues: startingAnswers(draft, saved),
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmit: async ({ value }) => {
      await send.start(v.parse(schema, value));
    },
  });
  const values = useStore(form.store, (state) => state.values);
  useEffect(() => onDraftChange(values), [values, onDraftChange]);

  const labels: Record<keyof QuestionnaireDraft, [string, DictionaryItem[]]> = {
    occupationId: [t`Occupation`, dictionaries.occupation],
    sourceOfFundsId: [t`Source of funds`, dictionaries.sourcesOfFunds],
    purposeOfAccountId: [t`Purpose of the account`, dictionaries.purposesOfAccount],
    estimatedMonthlyDepositId: [t`Expected monthly deposits`, dictionaries.estimatedMonthlyDeposits],
  };

  if (!canChange) {
    return answered ? <SavedAnswers saved={saved} labels={labels} /> : <ReadOnlyNote about="details" />;
  }
  if (!editing) {
    return <SavedAnswers saved={saved} labels={labels} onChange={() => setEditing(true)} />;
  }

  const question = (name: keyof QuestionnaireDraft, label: string, items: DictionaryItem[]) => (
    <form.Field name={name}>
      {(field) => {
        const message = firstError(field.state.meta.errors);
        return (
          <Select
            label={label}
            placeholder={t`Choose`}
            items={items}
            value={field.state.value}
            onChange={(key) => field.handleChange(typeof key === 'number' ? key : Number(key))}
            onBlur={field.handleBlur}
            isRequired
            isInvalid={message !== undefined}
            errorMessage={message}
          >
            {(item) => <ListOption id={item.id}>{item.name}</ListOption>}
          </Select>
        );
      }}
    </form.Field>
  );

  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t`Questionnaire`}
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <div className={styles.fields}>
        {(Object.keys(labels) as (keyof QuestionnaireDraft)[]).map((name) => (
          <Fragment key={name}>{question(name, ...labels[name])}</Fragment>
        ))}
      </div>
      {error && (
        <p role="alert" className={styles.reason}>
          {error}
        </p>
      )}
      <div>
        <Button type="submit" isLoading={send.pending}>
          <Trans>Save the answers</Trans>
        </Button>
      </div>
    </form>
  );
}

/** The answered questionnaire: each answer the bank returned, by name, and a way to change them if allowed. */
function SavedAnswers({
  saved,
  labels,
  onChange,
}: {
  saved: QuestionnaireDraft;
  labels: Record<keyof QuestionnaireDraft, [string, DictionaryItem[]]>;
  onChange?: () => void;
}) {
  const { t } = useLingui();
  const known = (Object.keys(labels) as (keyof QuestionnaireDraft)[]).flatMap((name) => {
    const [label, items] = labels[name];
    const item = items.find((entry) => entry.id === saved[name]);
    return item ? [{ name, label, value: item.name }] : [];
  });
  return (
    <div className={styles.form}>
      <p className={pageLayout.text}>
        <Trans>Your answers are saved.</Trans>
      </p>
      {known.length > 0 && (
        <ul className={styles.list} aria-label={t`Your answers`}>
          {known.map((answer) => (
            <li key={answer.name} className={styles.row}>
              <span className={styles.muted}>{answer.label}</span>
              <span className={styles.strong}>{answer.value}</span>
            </li>
          ))}
        </ul>
      )}
      {onChange && (
        <div>
          <Button variant="secondary" onPress={onChange}>
            <Trans>Change the answers</Trans>
          </Button>
        </div>
      )}
    </div>
  );
}
