import { Trans, useLingui } from '@lingui/react/macro';
import { currencyScale } from '@paydeck/brand-config';
import { AmountInput, Button, Dialog, ListOption, Select } from '@paydeck/ui';
import { revalidateLogic, useForm, useStore } from '@tanstack/react-form';
import * as v from 'valibot';
import type { Invoice } from '../api/schemas';
import { amountProblem } from './create-rules';
import { fieldError } from './fieldError';
import * as styles from './invoices.css';
import { fundingFailed } from './labels';
import { InvoiceDetails, type PdfDownload } from './ViewDialog';

export interface FundingDialogProps {
  currencies: readonly string[];
  /** invoiceFundingCreate; any failure shows "Failed to generate invoice. Please, try again." (payments.md 8). */
  onSubmit: (input: { amount: string; currency: string }) => Promise<unknown>;
  /** The funding invoice made, with its PDF. */
  created: Invoice | null;
  /** The created invoice's PDF. */
  pdf: PdfDownload;
  failed: boolean;
  onClose: () => void;
}

/** Fund an account by invoice (payments.md 4: funding invoice creation takes an amount). */
export function FundingDialog({ currencies, onSubmit, created, pdf, failed, onClose }: FundingDialogProps) {
  const { t, i18n } = useLingui();
  const schema = v.pipe(
    v.object({ amount: v.string(), currency: v.string() }),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const problem = amountProblem(dataset.value.amount, dataset.value.currency);
      if (!problem) return;
      const message =
        problem === 'amountZero' ? t`The amount must be greater than 0.` : t`Enter an amount, such as 10 or 10.50.`;
      addIssue({
        message,
        path: [{ type: 'object', origin: 'value', input: dataset.value, key: 'amount', value: dataset.value.amount }],
      });
    }),
  );
  const form = useForm({
    defaultValues: { amount: '', currency: currencies[0] ?? 'EUR' },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmit: async ({ value }) => {
      await onSubmit(value);
    },
  });
  const currency = useStore(form.store, (state) => state.values.currency);
  const isSubmitting = useStore(form.store, (state) => state.isSubmitting);
  return (
    <Dialog isOpen onOpenChange={(open) => !open && onClose()} title={t`Fund your account by invoice`}>
      {created ? (
        <div className={styles.form}>
          <p role="status">
            <Trans>Your invoice is ready. Pay it by a bank transfer with the details in its PDF.</Trans>
          </p>
          <InvoiceDetails invoice={created} pdf={pdf} />
          <div className={styles.actions}>
            <Button variant="secondary" onPress={onClose}>
              <Trans>Done</Trans>
            </Button>
          </div>
        </div>
      ) : (
        <form
          className={styles.form}
          noValidate
          aria-label={t`Fund your account by invoice`}
          onSubmit={(event) => {
            event.preventDefault();
            void form.handleSubmit();
          }}
        >
          <form.Field name="currency">
            {(field) => (
              <Select
                label={t`Account currency`}
                selectedKey={field.state.value}
                onSelectionChange={(key) => field.handleChange(String(key ?? ''))}
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
            {(field) => {
              const error = fieldError(field.state.meta.errors);
              return (
                <AmountInput
                  label={t`Amount`}
                  currency={currency || '¤'}
                  maxDecimals={currencyScale(currency || 'EUR')}
                  value={field.state.value}
                  onChange={field.handleChange}
                  onBlur={field.handleBlur}
                  isRequired
                  isInvalid={!!error}
                  errorMessage={error}
                />
              );
            }}
          </form.Field>
          {failed && (
            <p role="alert" className={styles.error}>
              {i18n._(fundingFailed)}
            </p>
          )}
          <div className={styles.actions}>
            <Button type="submit" isLoading={isSubmitting}>
              <Trans>Generate the invoice</Trans>
            </Button>
            <Button variant="secondary" onPress={onClose}>
              <Trans>Cancel</Trans>
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
