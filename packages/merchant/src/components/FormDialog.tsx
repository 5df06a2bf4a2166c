import { Trans } from '@lingui/react/macro';
import { Button, Dialog, Switch, TextField } from '@paydeck/ui';
import { revalidateLogic, useForm, useStore } from '@tanstack/react-form';
import type * as v from 'valibot';
import * as styles from './merchant.css';

export interface TextFieldSpec<K extends string> {
  name: K;
  label: string;
  type?: 'text' | 'url';
  description?: string;
  isRequired?: boolean;
}

export interface FormDialogProps<K extends string, T extends Record<K, string> & { enabled: boolean }> {
  title: string;
  submitLabel: string;
  enabledLabel: string;
  fields: readonly TextFieldSpec<K>[];
  defaults: T;
  schema: v.GenericSchema<T>;
  /** Sends the values; a refusal is the page's response popup (payments.md 8). */
  onSubmit: (values: T) => Promise<unknown>;
  onClose: () => void;
}

const message = (errors: unknown[]) =>
  (errors.find((error) => typeof error === 'object' && error !== null && 'message' in error) as { message: string })
    ?.message;

/** A create or edit form of the internal tools: text fields and "enabled", checked with valibot before sending. */
export function FormDialog<K extends string, T extends Record<K, string> & { enabled: boolean }>(
  props: FormDialogProps<K, T>,
) {
  const form = useForm({
    defaultValues: props.defaults as Record<string, string | boolean>,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: props.schema as v.GenericSchema<Record<string, string | boolean>> },
    onSubmit: async ({ value }) => {
      await props.onSubmit(value as T);
    },
  });
  const isSubmitting = useStore(form.store, (state) => state.isSubmitting);
  return (
    <Dialog isOpen onOpenChange={(open) => !open && props.onClose()} title={props.title}>
      <form
        className={styles.form}
        noValidate
        aria-label={props.title}
        onSubmit={(event) => {
          event.preventDefault();
          void form.handleSubmit();
        }}
      >
        {props.fields.map((spec) => (
          <form.Field key={spec.name} name={spec.name as string}>
            {(field) => (
              <TextField
                label={spec.label}
                type={spec.type ?? 'text'}
                value={String(field.state.value ?? '')}
                onChange={(value) => field.handleChange(value as never)}
                onBlur={field.handleBlur}
                isRequired={spec.isRequired ?? true}
                description={spec.description}
                isInvalid={!!message(field.state.meta.errors)}
                errorMessage={message(field.state.meta.errors)}
              />
            )}
          </form.Field>
        ))}
        <form.Field name="enabled">
          {(field) => (
            <Switch isSelected={field.state.value === true} onChange={field.handleChange}>
              {props.enabledLabel}
            </Switch>
          )}
        </form.Field>
        <div className={styles.filters}>
          <Button type="submit" isLoading={isSubmitting}>
            {props.submitLabel}
          </Button>
          <Button variant="secondary" onPress={props.onClose}>
            <Trans>Cancel</Trans>
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
