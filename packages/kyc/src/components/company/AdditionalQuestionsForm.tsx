import { Trans, useLingui } from '@lingui/react/macro';
import { Button, TextField } from '@paydeck/ui';
import { useState } from 'react';
import type { AdditionalQuestionAnswer } from '../../api/company';
import type { DictionaryItem } from '../../api/schemas';
import * as styles from '../common/common.css';
import { useAction } from '../common/useAction';

const MAX_ANSWER = 1000;

/** The bank's additional questions for companies, every one answered (≤ 1000 characters each). */
export function AdditionalQuestionsForm({
  questions,
  answers,
  readOnly,
  onSubmit,
}: {
  questions: readonly DictionaryItem[];
  answers: readonly AdditionalQuestionAnswer[];
  readOnly: boolean;
  onSubmit: (answers: { questionId: number; answer: string }[]) => Promise<unknown>;
}) {
  const { t } = useLingui();
  const [values, setValues] = useState<Record<number, string>>(() =>
    Object.fromEntries(
      questions.map((question) => [question.id, answers.find((a) => a.questionId === question.id)?.answer ?? '']),
    ),
  );
  const [tried, setTried] = useState(false);
  const send = useAction(onSubmit);
  const problem = (value: string) =>
    value.trim() === ''
      ? t`Answer this question.`
      : value.length > MAX_ANSWER
        ? t`At most 1000 characters.`
        : undefined;
  if (questions.length === 0) {
    return (
      <p className={styles.muted}>
        <Trans>The bank has no additional questions for the company.</Trans>
      </p>
    );
  }
  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t`Additional questions`}
      onSubmit={async (event) => {
        event.preventDefault();
        if (readOnly) return;
        setTried(true);
        if (questions.some((question) => problem(values[question.id] ?? ''))) return;
        if (
          await send.start(
            questions.map((question) => ({ questionId: question.id, answer: (values[question.id] ?? '').trim() })),
          )
        ) {
          setTried(false);
        }
      }}
    >
      {questions.map((question) => {
        const value = values[question.id] ?? '';
        const error = tried ? problem(value) : undefined;
        return (
          <TextField
            key={question.id}
            label={question.name}
            value={value}
            onChange={(next) => setValues((current) => ({ ...current, [question.id]: next }))}
            isRequired
            isReadOnly={readOnly}
            isInvalid={!!error}
            errorMessage={error}
          />
        );
      })}
      {send.error && (
        <p role="alert" className={styles.reason}>
          {send.error}
        </p>
      )}
      {!readOnly && (
        <div>
          <Button type="submit" isLoading={send.pending}>
            <Trans>Save the answers</Trans>
          </Button>
        </div>
      )}
    </form>
  );
}
