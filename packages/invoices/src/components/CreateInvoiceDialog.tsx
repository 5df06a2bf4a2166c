import { Trans, useLingui } from '@lingui/react/macro';
import { AmountInput, Button, Dialog, ListOption, Select, TextField } from '@paydeck/ui';
import { currencyScale } from '@paydeck/brand-config';
import { IsoDateField } from '@paydeck/ui/date-picker';
import { revalidateLogic, useForm, useStore } from '@tanstack/react-form';
import { useMemo } from 'react';
import type { InvoiceCreateInput } from '../api/invoices';
import { type CreateValues, createPayload, createSchema, emptyCreateValues, NOTE_MAX } from './create-rules';
import { fieldError } from './fieldError';
import { useProblemWords } from './problem-words';
import * as styles from './invoices.css';

export interface CreateInvoiceDialogProps {
  /** The currencies the person can be paid in (their open payment accounts). */
  currencies: readonly string[];
  today: string;
  /** invoiceCreate; a refusal or failure is the page's response popup (payments.md 8). */
  onSubmit: (input: InvoiceCreateInput) => Promise<unknown>;
  onClose: () => void;
}

/** Create an invoice (payments.md 7): note, payer's e-mail, amount, currency, due date; checked before sending. */
export function CreateInvoiceDialog({ currencies, today, onSubmit, onClose }: CreateInvoiceDialogProps) {
  const { t } = useLingui();
  const word = useProblemWords();
  const schema = useMemo(() => createSchema(currencies, today, word), [currencies, today, word]);
  const form = useForm({
    defaultValues: emptyCreateValues(currencies[0] ?? '', today) as CreateValues,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmit: async ({ value }) => {
      const payload = createPayload(value, currencies, today);
      if (payload) await onSubmit(payload);
    },
  });
  const currency = useStore(form.store, (state) => state.values.currency);
  const isSubmitting = useStore(form.store, (state) => state.isSubmitting);

  return (
    <Dialog isOpen onOpenChange={(open) => !open && onClose()} title={t`Create an invoice`}>
      <form
        className={styles.form}
        noValidate
        aria-label={t`Create an invoice`}
        onSubmit={(event) => {
          event.preventDefault();
          void form.handleSubmit();
        }}
      >
        <form.Field name="toEmail">
          {(field) => (
            <TextField
              label={t`Payer's e-mail`}
              type="email"
              autoComplete="email"
              value={field.state.value}
              onChange={field.handleChange}
              onBlur={field.handleBlur}
              isRequired
              isInvalid={!!fieldError(field.state.meta.errors)}
              errorMessage={fieldError(field.state.meta.errors)}
            />
          )}
        </form.Field>
        <form.Field name="currency">
          {(field) => (
            <Select
              label={t`Currency`}
              selectedKey={field.state.value || null}
              onSelectionChange={(key) => field.handleChange(String(key ?? ''))}
              isRequired
              isInvalid={!!fieldError(field.state.meta.errors)}
              errorMessage={fieldError(field.state.meta.errors)}
            >
              {currencies.map((code) => (
                <ListOption key={code} id={code}>
                  {code}
                </ListOption>
              ))}
            </Select>
          )}
        </form.Field>
        <form.Field name="amount">
          {(field) => (
            <AmountInput
              label={t`Amount`}
              currency={currency || '¤'}
              maxDecimals={currencyScale(currency || 'EUR')}
              value={field.state.value}
              onChange={field.handleChange}
              onBlur={field.handleBlur}
              isRequired
              isInvalid={!!fieldError(field.state.meta.errors)}
              errorMessage={fieldError(field.state.meta.errors)}
            />
          )}
        </form.Field>
        <form.Field name="dueDate">
          {(field) => (
            <IsoDateField
              label={t`Due date`}
              value={field.state.value}
              onChange={field.handleChange}
              onBlur={field.handleBlur}
              isRequired
              isInvalid={!!fieldError(field.state.meta.errors)}
              errorMessage={fieldError(field.state.meta.errors)}
            />
          )}
        </form.Field>
        <form.Field name="noteBody">
          {(field) => (
            <TextField
              label={t`Note (optional)`}
              value={field.state.value}
              onChange={field.handleChange}
              onBlur={field.handleBlur}
              maxLength={NOTE_MAX}
              isInvalid={!!fieldError(field.state.meta.errors)}
              errorMessage={fieldError(field.state.meta.errors)}
              description={t`The payer sees it with the invoice.`}
            />
          )}
        </form.Field>
        <div className={styles.actions}>
          <Button type="submit" isLoading={isSubmitting}>
            <Trans>Send the invoice</Trans>
          </Button>
          <Button variant="secondary" onPress={onClose}>
            <Trans>Cancel</Trans>
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
