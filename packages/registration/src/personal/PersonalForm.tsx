import { Trans, useLingui } from '@lingui/react/macro';
import type { PersonalRegistrationType } from '@paydeck/brand-config';
import { Button, Checkbox, Link, ListOption, Select, TextField } from '@paydeck/ui';
import { CountryComboBox } from '@paydeck/ui/combobox';
import { revalidateLogic, useForm } from '@tanstack/react-form';
import { useMemo } from 'react';
import type { EmailExistence } from '../api/email-check';
import { DateField } from '../common/DateField';
import { firstError } from '../common/field-error';
import * as styles from '../common/registration.css';
import { todayIso } from '../model/dates';
import { emptyPersonalValues, type PersonalValues } from '../model/personal';
import { PersonalEmailStatus } from './PersonalEmailStatus';
import { personalSchema } from './personal-schema';
import { personalTypeNames } from './type-names';

/** E-mail statuses that stop a personal registration: taken (1) and a company user's sign-in (3). */
const blocking: ReadonlySet<EmailExistence> = new Set([1, 3]);

export interface PersonalFormProps {
  /** The brand's personal registration types (spec 1), in its order. */
  types: readonly PersonalRegistrationType[];
  /** The live check's status of the e-mail being typed (undefined: nothing checkable typed). */
  emailStatus: EmailExistence | undefined;
  onEmailChange: (email: string) => void;
  termsHref: string;
  privacyHref: string;
  /** The agreements accepted (`dictionaryPersonalAgreements`, each with its brand link); none: terms and privacy. */
  agreements?: readonly { id: number; name: string; href: string }[] | undefined;
  /** Sends the registration; throws a failure the form shows. */
  onSubmit: (values: PersonalValues) => Promise<void>;
  /** The failure of the last sending, as text. */
  error?: string | undefined;
  initialValues?: Partial<PersonalValues>;
}

/** Opening a personal account: what the person does, e-mail (checked live), password, name, birth, country, phone. */
export function PersonalForm(props: PersonalFormProps) {
  const { types, emailStatus, onEmailChange, termsHref, privacyHref, onSubmit, error, initialValues } = props;
  const agreements = props.agreements ?? [];
  const { t, i18n } = useLingui();
  const emailBlocked = emailStatus !== undefined && blocking.has(emailStatus);
  const schema = useMemo(() => personalSchema(i18n, types, todayIso()), [i18n, types]);
  const form = useForm({
    defaultValues: { ...emptyPersonalValues(), ...initialValues },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmit: async ({ value }) => {
      if (emailBlocked) return;
      await onSubmit(value);
    },
  });
  const text = (
    name: 'firstName' | 'lastName' | 'email' | 'password' | 'repeatPassword' | 'phone' | 'phoneCountryCode',
    label: string,
    autoComplete: string,
    extra: { type?: 'email' | 'password' | 'tel'; description?: string; inputMode?: 'numeric' | 'tel' } = {},
  ) => (
    <form.Field
      name={name}
      listeners={name === 'email' ? { onChange: ({ value }) => onEmailChange(value) } : undefined}
    >
      {(field) => (
        <TextField
          label={label}
          type={extra.type ?? 'text'}
          inputMode={extra.inputMode}
          description={extra.description}
          value={field.state.value}
          onChange={field.handleChange}
          onBlur={field.handleBlur}
          autoComplete={autoComplete}
          isRequired
          isInvalid={field.state.meta.errors.length > 0 || (name === 'email' && emailBlocked)}
          errorMessage={firstError(field.state.meta.errors)}
        />
      )}
    </form.Field>
  );
  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t`Open a personal account`}
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <form.Field name="registrationType">
        {(field) => (
          <Select
            label={t`What do you do?`}
            items={types.map((type) => ({ id: type, name: i18n._(personalTypeNames[type]) }))}
            value={field.state.value || null}
            onChange={(key) => field.handleChange(typeof key === 'string' ? key : '')}
            isRequired
            isInvalid={field.state.meta.errors.length > 0}
            errorMessage={firstError(field.state.meta.errors)}
          >
            {(item) => <ListOption id={item.id}>{item.name}</ListOption>}
          </Select>
        )}
      </form.Field>
      <div>
        {text('email', t`E-mail`, 'email', { type: 'email', description: t`You will sign in with it.` })}
        <PersonalEmailStatus status={emailStatus} />
      </div>
      <div className={styles.fields}>
        {text('password', t`Password`, 'new-password', {
          type: 'password',
          description: t`At least 8 characters, with a letter and a digit.`,
        })}
        {text('repeatPassword', t`Repeat the password`, 'new-password', { type: 'password' })}
        {text('firstName', t`First name`, 'given-name')}
        {text('lastName', t`Last name`, 'family-name')}
        <form.Field name="birthDay">
          {(field) => (
            <DateField
              label={t`Date of birth`}
              value={field.state.value}
              onChange={field.handleChange}
              onBlur={field.handleBlur}
              isRequired
              errorMessage={firstError(field.state.meta.errors)}
            />
          )}
        </form.Field>
        <form.Field name="residenceCountryCode">
          {(field) => (
            <CountryComboBox
              label={t`Country of residence`}
              value={field.state.value || null}
              onChange={(code) => field.handleChange(typeof code === 'string' ? code : '')}
              isRequired
              isInvalid={field.state.meta.errors.length > 0}
              errorMessage={firstError(field.state.meta.errors)}
            />
          )}
        </form.Field>
      </div>
      <fieldset className={styles.phoneFields}>
        <legend className={styles.legend}>
          <Trans>Mobile phone</Trans>
        </legend>
        {text('phoneCountryCode', t`Calling code`, 'tel-country-code', { type: 'tel', inputMode: 'tel' })}
        {text('phone', t`Number`, 'tel-national', { type: 'tel', inputMode: 'tel' })}
      </fieldset>
      <form.Field name="termsAccepted">
        {(field) => (
          <div>
            <Checkbox
              isSelected={field.state.value}
              onChange={field.handleChange}
              isInvalid={field.state.meta.errors.length > 0}
            >
              {agreements.length > 0 ? (
                <Trans>I accept the agreements listed below.</Trans>
              ) : (
                <Trans>I accept the terms and the privacy policy.</Trans>
              )}
            </Checkbox>
            {agreements.length > 0 ? (
              <ul className={styles.agreementList} aria-label={t`Agreements`}>
                {agreements.map((agreement) => (
                  <li key={agreement.id}>
                    <Link
                      href={agreement.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={styles.agreementLink}
                    >
                      {agreement.name}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.muted}>
                <Link href={termsHref} target="_blank" rel="noopener noreferrer">
                  <Trans>Terms</Trans>
                </Link>{' '}
                ·{' '}
                <Link href={privacyHref} target="_blank" rel="noopener noreferrer">
                  <Trans>Privacy policy</Trans>
                </Link>
              </p>
            )}
            {field.state.meta.errors.length > 0 && (
              <p role="alert" className={styles.errorText}>
                {firstError(field.state.meta.errors)}
              </p>
            )}
          </div>
        )}
      </form.Field>
      {error && (
        <p role="alert" className={styles.errorMessage}>
          {error}
        </p>
      )}
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(submitting) => (
          <div className={styles.actions}>
            <Button type="submit" isLoading={submitting}>
              <Trans>Open the account</Trans>
            </Button>
          </div>
        )}
      </form.Subscribe>
    </form>
  );
}
