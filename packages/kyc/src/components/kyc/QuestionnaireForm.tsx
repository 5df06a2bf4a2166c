import { Trans, useLingui } from '@lingui/react/macro';
import { type Loadable, LoadableView } from '@paydeck/accounts';
import { Button, ListOption, Select } from '@paydeck/ui';
import { revalidateLogic, useForm, useStore } from '@tanstack/react-form';
import { useEffect, useMemo } from 'react';
import * as v from 'valibot';
import type { KycAnswers } from '../../api/profile';
import type { DictionaryItem } from '../../api/schemas';
import type { QuestionnaireDraft } from '../../model/questionnaire';
import * as styles from '../common/common.css';
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
  const form = useForm({
    defaultValues: draft,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmit: async ({ value }) => {
      await send.start(v.parse(schema, value));
    },
  });
  const values = useStore(form.store, (state) => state.values);
  useEffect(() => onDraftChange(values), [values, onDraftChange]);

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
        {question('occupationId', t`Occupation`, dictionaries.occupation)}
        {question('sourceOfFundsId', t`Source of funds`, dictionaries.sourcesOfFunds)}
        {question('purposeOfAccountId', t`Purpose of the account`, dictionaries.purposesOfAccount)}
        {question('estimatedMonthlyDepositId', t`Expected monthly deposits`, dictionaries.estimatedMonthlyDeposits)}
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
