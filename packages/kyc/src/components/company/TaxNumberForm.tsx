import { Trans, useLingui } from '@lingui/react/macro';
import { Button, TextField } from '@paydeck/ui';
import { revalidateLogic, useForm } from '@tanstack/react-form';
import { useMemo } from 'react';
import * as v from 'valibot';
import * as styles from '../common/common.css';
import { firstError, useAction } from '../common/useAction';

/** A representative's tax number: letters, digits, spaces and dashes, 4 to 30 characters (decided here). */
export function TaxNumberForm({
  current,
  onSubmit,
}: {
  current: string | null;
  onSubmit: (taxId: string) => Promise<unknown>;
}) {
  const { t } = useLingui();
  const send = useAction(onSubmit);
  const schema = useMemo(
    () =>
      v.object({
        taxId: v.pipe(
          v.string(),
          v.trim(),
          v.nonEmpty(t`Enter the tax number.`),
          v.regex(/^[A-Za-z0-9][A-Za-z0-9 -]{2,28}[A-Za-z0-9]$/, t`Use 4 to 30 letters, digits, spaces or dashes.`),
        ),
      }),
    [t],
  );
  const form = useForm({
    defaultValues: { taxId: current ?? '' },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmit: async ({ value }) => {
      await send.start(v.parse(schema, value).taxId);
    },
  });
  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t`Tax number`}
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <form.Field name="taxId">
        {(field) => (
          <TextField
            label={t`Tax number`}
            value={field.state.value}
            onChange={field.handleChange}
            onBlur={field.handleBlur}
            isRequired
            isInvalid={field.state.meta.errors.length > 0}
            errorMessage={firstError(field.state.meta.errors)}
          />
        )}
      </form.Field>
      {send.error && (
        <p role="alert" className={styles.reason}>
          {send.error}
        </p>
      )}
      <div>
        <Button type="submit" size="small" isLoading={send.pending}>
          <Trans>Save the tax number</Trans>
        </Button>
      </div>
    </form>
  );
}
