import { Trans, useLingui } from '@lingui/react/macro';
import { Button, TextField } from '@paydeck/ui';
import { CountryComboBox } from '@paydeck/ui/combobox';
import { revalidateLogic, useForm } from '@tanstack/react-form';
import { useMemo } from 'react';
import * as v from 'valibot';
import type { PersonalInfo, Profile } from '../../api/profile';
import { dayNumber } from '../../model/document-rules';
import * as styles from '../common/common.css';
import { DateField } from '../common/DateField';
import { firstError, useAction } from '../common/useAction';

/** Adults only: a birth date at least 18 years before today. */
const ADULT_YEARS = 18;
const yearsBefore = (today: string, years: number) => `${Number(today.slice(0, 4)) - years}${today.slice(4)}`;

export function PersonalInfoForm({
  profile,
  today,
  onSubmit,
}: {
  profile: Profile;
  today: string;
  onSubmit: (info: PersonalInfo) => Promise<unknown>;
}) {
  const { t } = useLingui();
  const send = useAction(onSubmit);
  const schema = useMemo(() => {
    const latest = dayNumber(yearsBefore(today, ADULT_YEARS)) ?? 0;
    return v.object({
      firstName: v.pipe(
        v.string(),
        v.trim(),
        v.nonEmpty(t`Enter your first name.`),
        v.maxLength(50, t`At most 50 characters.`),
      ),
      lastName: v.pipe(
        v.string(),
        v.trim(),
        v.nonEmpty(t`Enter your last name.`),
        v.maxLength(50, t`At most 50 characters.`),
      ),
      birthDay: v.pipe(
        v.string(),
        v.check((date) => dayNumber(date) !== undefined, t`Enter your date of birth.`),
        v.check((date) => (dayNumber(date) ?? 0) <= latest, t`You must be at least 18 years old.`),
      ),
      citizenshipCountryCode: v.pipe(v.string(), v.nonEmpty(t`Choose your citizenship.`)),
    });
  }, [t, today]);
  const form = useForm({
    defaultValues: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      birthDay: profile.birthDay ?? '',
      citizenshipCountryCode: profile.citizenshipCountryCode ?? '',
    },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmit: async ({ value }) => {
      await send.start(v.parse(schema, value));
    },
  });
  const name = (field: 'firstName' | 'lastName', label: string, autoComplete: string) => (
    <form.Field name={field}>
      {(f) => (
        <TextField
          label={label}
          value={f.state.value}
          onChange={f.handleChange}
          onBlur={f.handleBlur}
          autoComplete={autoComplete}
          isRequired
          isInvalid={f.state.meta.errors.length > 0}
          errorMessage={firstError(f.state.meta.errors)}
        />
      )}
    </form.Field>
  );
  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t`Personal details`}
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <div className={styles.fields}>
        {name('firstName', t`First name`, 'given-name')}
        {name('lastName', t`Last name`, 'family-name')}
        <form.Field name="birthDay">
          {(f) => (
            <DateField
              label={t`Date of birth`}
              value={f.state.value}
              onChange={f.handleChange}
              isRequired
              errorMessage={firstError(f.state.meta.errors)}
            />
          )}
        </form.Field>
        <form.Field name="citizenshipCountryCode">
          {(f) => (
            <CountryComboBox
              label={t`Citizenship`}
              value={f.state.value || null}
              onChange={(code) => f.handleChange(typeof code === 'string' ? code : '')}
              isRequired
              isInvalid={f.state.meta.errors.length > 0}
              errorMessage={firstError(f.state.meta.errors)}
            />
          )}
        </form.Field>
      </div>
      {send.error && (
        <p role="alert" className={styles.reason}>
          {send.error}
        </p>
      )}
      <div>
        <Button type="submit" isLoading={send.pending}>
          <Trans>Save my details</Trans>
        </Button>
      </div>
    </form>
  );
}
