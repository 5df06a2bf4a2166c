import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog, ListOption, Select, TextField } from '@paydeck/ui';
import { CountryComboBox } from '@paydeck/ui/combobox';
import { revalidateLogic, useForm, useStore } from '@tanstack/react-form';
import * as v from 'valibot';
import type { FeeShare } from '../../api/global-pay';
import { unsafeText } from '../../model/free-text';
import { BATCH_COLUMNS, BENEFICIARY_TYPES, type PaymentData, rowProblems } from '../../model/mass-row';
import { useTextWords } from '../free-text/text-words';
import { pageLayout as layout } from '@paydeck/accounts';
import * as styles from './global-pay.css';
import { beneficiaryTypeLabels, cellProblemLabel, columnLabels } from './labels';

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
          message: row ? i18n._(cellProblemLabel(column, row)) : words(text ?? 'control', 0),
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
              const common = {
                label: i18n._(columnLabels[column]),
                isInvalid: !!error,
                errorMessage: error,
                onBlur: field.handleBlur,
              };
              if (column === 'beneficiaryType')
                return (
                  <Select
                    {...common}
                    items={BENEFICIARY_TYPES.map((type) => ({ id: type, text: i18n._(beneficiaryTypeLabels[type]) }))}
                    value={field.state.value || null}
                    onChange={(key) => field.handleChange(key === null ? '' : String(key))}
                  >
                    {(option) => (
                      <ListOption id={option.id} textValue={option.text}>
                        {option.text}
                      </ListOption>
                    )}
                  </Select>
                );
              if (column === 'beneficiaryCountryCode')
                return (
                  <CountryComboBox
                    {...common}
                    selectedKey={field.state.value.toUpperCase() || null}
                    onSelectionChange={(key) => field.handleChange(key === null ? '' : String(key))}
                  />
                );
              return <TextField {...common} value={field.state.value} onChange={field.handleChange} />;
            }}
          </form.Field>
        ))}
        <form.Field name="feeShare">
          {(field) => (
            <Select
              label={t`Fee paid by`}
              items={[
                { id: 'sender', text: t`Me` },
                { id: 'beneficiary', text: t`The payee` },
              ]}
              value={field.state.value}
              onChange={(key) => key !== null && field.handleChange(String(key))}
            >
              {(option) => (
                <ListOption id={option.id} textValue={option.text}>
                  {option.text}
                </ListOption>
              )}
            </Select>
          )}
        </form.Field>
        <div className={layout.actions}>
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
