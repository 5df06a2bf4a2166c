import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { newPasswordProblem, type PasswordProblem } from '@paydeck/auth';
import { Button, ListOption, Select, TextField } from '@paydeck/ui';
import { revalidateLogic, useForm } from '@tanstack/react-form';
import { useMemo, useRef } from 'react';
import * as v from 'valibot';
import { type Problem, type Section, sections } from '../../model/checks';
import type { Draft, Person } from '../../model/draft';
import * as styles from '../business.css';
import { firstError } from '../form/form-errors';
import { submitAndFocus } from '../form/useDraftForm';
import type { BusinessScreen } from '../steps';
import { problemLine, sectionText } from './problem-lines';

const passwordTexts: Record<PasswordProblem, ReturnType<typeof msg>> = {
  empty: msg`Choose a password.`,
  tooShort: msg`Use at least 8 characters.`,
  tooLong: msg`Use at most 128 characters.`,
  needsLetterAndDigit: msg`Use at least one letter and one digit.`,
  mismatch: msg`The passwords do not match.`,
  sameAsOld: msg`Choose a different password.`,
};

export interface Applicant {
  email: string;
  password: string;
}

export interface SubmitScreenProps {
  draft: Draft;
  /** The users with full access and an e-mail: the applicant is one of them (WIRE.md). */
  mainUsers: readonly Person[];
  /** The last check's problems by section; null before the first check. */
  checks: Record<Section, Problem[]> | null;
  /** Runs the section checks alone (they show even before the applicant and password are complete). */
  onCheck: () => void;
  /** Checks the draft and sends it when no section is bad. */
  onSubmit: (applicant: Applicant) => Promise<void>;
  /** The refusal or failure of the last send, as text. */
  sendError: string | null;
  sending: boolean;
  open: (where: BusinessScreen) => void;
  onBack: () => void;
}

/** The last step: the applicant's sign-in and password, the section checks, and the send. */
export function SubmitScreen({
  draft,
  mainUsers,
  checks,
  onCheck,
  onSubmit,
  sendError,
  sending,
  open,
  onBack,
}: SubmitScreenProps) {
  const { t, i18n } = useLingui();
  const element = useRef<HTMLFormElement>(null);
  const schema = useMemo(
    () =>
      v.pipe(
        v.object({
          email: v.pipe(v.string(), v.nonEmpty(t`Choose who applies: a user with full access.`)),
          password: v.string(),
          repeatPassword: v.string(),
        }),
        v.forward(
          v.rawCheck(({ dataset, addIssue }) => {
            if (!dataset.typed) return;
            const { password, repeatPassword } = dataset.value;
            const problem = newPasswordProblem(password, password);
            if (problem) addIssue({ message: i18n._(passwordTexts[problem]) });
            else if (password !== repeatPassword) addIssue({ message: i18n._(passwordTexts.mismatch) });
          }),
          ['password'],
        ),
      ),
    [t, i18n],
  );
  const form = useForm({
    defaultValues: {
      email: mainUsers.length === 1 ? (mainUsers[0]?.email ?? '') : '',
      password: '',
      repeatPassword: '',
    },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmit: ({ value }) => onSubmit({ email: value.email.trim(), password: value.password }),
  });
  const bad = checks ? sections.filter((section) => checks[section].length > 0) : [];
  return (
    <form
      ref={element}
      className={styles.form}
      noValidate
      aria-labelledby="submit-title"
      onSubmit={(event) => {
        event.preventDefault();
        onCheck();
        void submitAndFocus(form, element.current);
      }}
    >
      <h2 id="submit-title" className={styles.subtitle}>
        {t`Check and send`}
      </h2>
      <p className={styles.muted}>
        <Trans>
          The application is checked before it is sent. The person applying signs in with their e-mail and the password
          chosen here, once they open the activation e-mail.
        </Trans>
      </p>
      <form.Field name="email">
        {(field) => (
          <Select
            label={t`Who applies`}
            items={mainUsers.map((user) => ({
              id: user.email,
              name: `${user.firstName} ${user.lastName} (${user.email})`,
            }))}
            value={field.state.value || null}
            onChange={(key) => field.handleChange(key === null ? '' : String(key))}
            description={
              mainUsers.length === 0 ? t`Add a user with full access and an e-mail first (Users).` : undefined
            }
            isRequired
            isInvalid={field.state.meta.errors.length > 0}
            errorMessage={firstError(field.state.meta.errors)}
          >
            {(item) => <ListOption id={item.id}>{item.name}</ListOption>}
          </Select>
        )}
      </form.Field>
      <div className={styles.fields}>
        <form.Field name="password">
          {(field) => (
            <TextField
              label={t`Password`}
              description={t`At least 8 characters, with a letter and a digit.`}
              type="password"
              autoComplete="new-password"
              value={field.state.value}
              onChange={field.handleChange}
              onBlur={field.handleBlur}
              isRequired
              isInvalid={field.state.meta.errors.length > 0}
              errorMessage={firstError(field.state.meta.errors)}
            />
          )}
        </form.Field>
        <form.Field name="repeatPassword">
          {(field) => (
            <TextField
              label={t`Repeat the password`}
              type="password"
              autoComplete="new-password"
              value={field.state.value}
              onChange={field.handleChange}
              onBlur={field.handleBlur}
              isRequired
            />
          )}
        </form.Field>
      </div>
      {bad.length > 0 && checks && (
        <div role="alert" className={styles.section}>
          <p className={styles.strong}>{t`Not sent: these sections need attention.`}</p>
          {bad.map((section) => (
            <section key={section} aria-label={i18n._(sectionText[section])} className={styles.hub}>
              <h3 className={styles.legend}>{i18n._(sectionText[section])}</h3>
              <ul className={styles.list}>
                {checks[section].map((problem, index) => {
                  const { text, target, targetName } = problemLine(i18n, draft, problem);
                  return (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a check's problems have no id and never reorder
                    <li key={index} className={styles.row}>
                      <span>{text}</span>
                      <Button size="small" variant="secondary" onPress={() => open(target)}>
                        {t`Open ${targetName}`}
                      </Button>
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
        </div>
      )}
      {sendError && (
        <p role="alert" className={styles.error}>
          {sendError}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onBack}>
          <Trans>Back</Trans>
        </Button>
        <Button type="submit" isLoading={sending}>
          <Trans>Check and send the application</Trans>
        </Button>
      </div>
    </form>
  );
}
