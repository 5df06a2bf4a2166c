import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog, TextField } from '@paydeck/ui';
import { revalidateLogic, useForm, useStore } from '@tanstack/react-form';
import * as v from 'valibot';
import type { FeeShare } from '../../api/global-pay';
import { unsafeText } from '../../model/free-text';
import { BATCH_COLUMNS, type PaymentData, rowProblems } from '../../model/mass-row';
import { useTextWords } from '../free-text/text-words';
import * as styles from './global-pay.css';
import { columnLabels, problemLabels } from './labels';

export interface RowEditDialogProps {
  /** The row's cells (a new row: empty cells). */
  initial: PaymentData;
  feeShare: FeeShare;
  title: string;
  /** Sends the row; the dialog closes when it resolves (a refusal is shown by the screen). */
  onSave: (data: PaymentData, feeShare: FeeShare) => Promise<unknown>;
  onClose: () => void;
}

/** Edit (or add) a payment row: the six cells checked with the batch's row rule before anything is sent. */
export function RowEditDialog({ initial, feeShare, title, onSave, onClose }: RowEditDialogProps) {
  const { t, i18n } = useLingui();
  const words = useTextWords();
  const schema = v.pipe(
    v.object({
      amount: v.string(),
      description: v.string(),
      beneficiaryType: v.string(),
      beneficiaryName: v.string(),
      beneficiaryEmail: v.string(),
      beneficiaryCountryCode: v.string(),
      feeShare: v.string(),
    }),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const value = dataset.value as PaymentData & { feeShare: string };
      const problems = rowProblems(value);
      for (const column of BATCH_COLUMNS) {
        const row = problems[column];
        const text = row ? null : unsafeText(value[column]);
        if (!row && !text) continue;
        addIssue({
          message: row ? i18n._(problemLabels[row]) : words(text ?? 'control', 0),
          path: [{ type: 'object', origin: 'value', input: value, key: column, value: value[column] }],
        });
      }
    }),
  );
  const form = useForm({
    defaultValues: { ...initial, feeShare: feeShare as string },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmit: async ({ value: { feeShare: side, ...data } }) => {
      await onSave(data as PaymentData, side as FeeShare);
    },
  });
  const isSubmitting = useStore(form.store, (state) => state.isSubmitting);
  return (
    <Dialog isOpen onOpenChange={(open) => !open && onClose()} title={title}>
      <form
        className={styles.form}
        noValidate
        aria-label={title}
        onSubmit={(event) => {
          event.preventDefault();
          void form.handleSubmit();
        }}
      >
        {BATCH_COLUMNS.map((column) => (
          <form.Field key={column} name={column}>
            {(field) => {
              const error = (field.state.meta.errors[0] as { message?: string } | undefined)?.message;
              return (
                <TextField
                  label={i18n._(columnLabels[column])}
                  value={field.state.value}
                  onChange={field.handleChange}
                  onBlur={field.handleBlur}
                  isInvalid={!!error}
                  errorMessage={error}
                />
              );
            }}
          </form.Field>
        ))}
        <form.Field name="feeShare">
          {(field) => (
            <label className={styles.muted}>
              {t`Fee paid by`}{' '}
              <select value={field.state.value} onChange={(event) => field.handleChange(event.currentTarget.value)}>
                <option value="sender">{t`Me`}</option>
                <option value="beneficiary">{t`The payee`}</option>
              </select>
            </label>
          )}
        </form.Field>
        <div className={styles.actions}>
          <Button type="submit" isLoading={isSubmitting}>
            <Trans>Save the payment</Trans>
          </Button>
          <Button variant="secondary" onPress={onClose}>
            <Trans>Close</Trans>
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
