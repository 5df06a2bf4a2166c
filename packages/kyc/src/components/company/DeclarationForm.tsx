import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, TextField } from '@paydeck/ui';
import { revalidateLogic, useForm } from '@tanstack/react-form';
import { useMemo } from 'react';
import * as v from 'valibot';
import type { DeclarationSignature } from '../../api/declarations';
import * as styles from '../common/common.css';
import { firstError, useAction } from '../common/useAction';

const NAME_MAX = 100;

/** Signing one declaration: who signs, their position, and that they read and agree (WIRE.md: one line, ≤ 100). */
export function DeclarationForm({
  title,
  onSign,
}: {
  /** The declaration's title: names the form. */
  title: string;
  onSign: (signature: DeclarationSignature) => Promise<unknown>;
}) {
  const { t } = useLingui();
  const send = useAction(onSign);
  const schema = useMemo(() => {
    const line = (empty: string) =>
      v.pipe(v.string(), v.trim(), v.nonEmpty(empty), v.maxLength(NAME_MAX, t`Use at most ${NAME_MAX} characters.`));
    return v.object({
      signerName: line(t`Enter your full name.`),
      signerPosition: line(t`Enter your position in the company.`),
      isAgreed: v.literal(true, t`Confirm that you have read the declaration and agree to it.`),
    });
  }, [t]);
  const form = useForm({
    defaultValues: { signerName: '', signerPosition: '', isAgreed: false as boolean },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmit: async ({ value }) => {
      const { signerName, signerPosition } = v.parse(schema, value);
      await send.start({ signerName, signerPosition });
    },
  });
  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t`Sign: ${title}`}
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <form.Field name="signerName">
        {(field) => (
          <TextField
            label={t`Your full name`}
            autoComplete="name"
            value={field.state.value}
            onChange={field.handleChange}
            onBlur={field.handleBlur}
            isRequired
            isInvalid={field.state.meta.errors.length > 0}
            errorMessage={firstError(field.state.meta.errors)}
          />
        )}
      </form.Field>
      <form.Field name="signerPosition">
        {(field) => (
          <TextField
            label={t`Your position in the company`}
            autoComplete="organization-title"
            value={field.state.value}
            onChange={field.handleChange}
            onBlur={field.handleBlur}
            isRequired
            isInvalid={field.state.meta.errors.length > 0}
            errorMessage={firstError(field.state.meta.errors)}
          />
        )}
      </form.Field>
      <form.Field name="isAgreed">
        {(field) => {
          const error = firstError(field.state.meta.errors);
          return (
            <div>
              <Checkbox isSelected={field.state.value} onChange={field.handleChange} isInvalid={!!error}>
                <Trans>I have read this declaration and agree to it for the company.</Trans>
              </Checkbox>
              {error && <p className={styles.reason}>{error}</p>}
            </div>
          );
        }}
      </form.Field>
      {send.error && (
        <p role="alert" className={styles.reason}>
          {send.error}
        </p>
      )}
      <div>
        <Button type="submit" size="small" isLoading={send.pending}>
          <Trans>Sign the declaration</Trans>
        </Button>
      </div>
    </form>
  );
}
