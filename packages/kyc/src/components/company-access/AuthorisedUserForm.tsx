import { Trans, useLingui } from '@lingui/react/macro';
import { AccessRight, isValidEmail } from '@paydeck/auth';
import { Button, TextField } from '@paydeck/ui';
import { revalidateLogic, useForm } from '@tanstack/react-form';
import { useMemo } from 'react';
import * as v from 'valibot';
import type { NewAuthorisedUser } from '../../api/company-access';
import * as styles from '../common/common.css';
import { firstError, useAction } from '../common/useAction';
import { AccessRightSelect } from './AccessRightSelect';

/** A new authorised user: name, e-mail (the spec's rule) and non-zero rights; the bank sends the activation link. */
export function AuthorisedUserForm({ onSubmit }: { onSubmit: (user: NewAuthorisedUser) => Promise<unknown> }) {
  const { t } = useLingui();
  const send = useAction(onSubmit);
  const schema = useMemo(() => {
    const name = (empty: string) =>
      v.pipe(v.string(), v.trim(), v.nonEmpty(empty), v.maxLength(50, t`At most 50 characters.`));
    return v.object({
      firstName: name(t`Enter the first name.`),
      lastName: name(t`Enter the last name.`),
      email: v.pipe(
        v.string(),
        v.trim(),
        v.nonEmpty(t`Enter the e-mail address.`),
        v.check(isValidEmail, t`Enter a valid e-mail address.`),
      ),
      accessRights: v.pipe(v.number(), v.minValue(AccessRight.read, t`Choose an access right other than no access.`)),
    });
  }, [t]);
  const form = useForm({
    defaultValues: { firstName: '', lastName: '', email: '', accessRights: AccessRight.read as number },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmit: async ({ value, formApi }) => {
      if (await send.start(v.parse(schema, value))) formApi.reset();
    },
  });
  const text = (name: 'firstName' | 'lastName' | 'email', label: string, autoComplete: string) => (
    <form.Field name={name}>
      {(field) => (
        <TextField
          label={label}
          type={name === 'email' ? 'email' : 'text'}
          value={field.state.value}
          onChange={field.handleChange}
          onBlur={field.handleBlur}
          autoComplete={autoComplete}
          isRequired
          isInvalid={field.state.meta.errors.length > 0}
          errorMessage={firstError(field.state.meta.errors)}
        />
      )}
    </form.Field>
  );
  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t`New authorised user`}
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <div className={styles.fields}>
        {text('firstName', t`First name`, 'off')}
        {text('lastName', t`Last name`, 'off')}
        {text('email', t`E-mail`, 'off')}
        <form.Field name="accessRights">
          {(field) => (
            <AccessRightSelect
              label={t`Access right`}
              value={field.state.value}
              onChange={field.handleChange}
              errorMessage={firstError(field.state.meta.errors)}
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
          <Trans>Add the user and send the activation link</Trans>
        </Button>
      </div>
    </form>
  );
}
