import { Trans, useLingui } from '@lingui/react/macro';
import { isAdultOn, isIsoDay } from '@paydeck/api-client/calendar';
import { Button, TextField } from '@paydeck/ui';
import { CountryComboBox } from '@paydeck/ui/combobox';
import { revalidateLogic, useForm } from '@tanstack/react-form';
import { useMemo } from 'react';
import * as v from 'valibot';
import type { PersonalInfo, Profile } from '../../api/profile';
import * as styles from '../common/common.css';
import { DateField } from '../common/DateField';
import { firstError, useAction } from '../common/useAction';

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
  const schema = useMemo(
    () =>
      v.object({
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
          v.check(isIsoDay, t`Enter your date of birth.`),
          // Adults only: 18 whole calendar years on `today` (the birthday itself counts; 29 February: 1 March).
          v.check((date) => isAdultOn(date, today), t`You must be at least 18 years old.`),
        ),
        citizenshipCountryCode: v.pipe(v.string(), v.nonEmpty(t`Choose your citizenship.`)),
      }),
    [t, today],
  );
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
