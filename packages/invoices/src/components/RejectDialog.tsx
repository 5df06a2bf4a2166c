import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '@paydeck/i18n';
import { Button, Dialog, TextField } from '@paydeck/ui';
import { revalidateLogic, useForm, useStore } from '@tanstack/react-form';
import * as v from 'valibot';
import type { Invoice } from '../api/schemas';
import { NOTE_MAX, noteProblem } from './create-rules';
import { fieldError } from './fieldError';
import { useProblemWords } from './problem-words';
import * as styles from './invoices.css';

export interface RejectDialogProps {
  invoice: Invoice;
  /** invoiceReject; a refusal or failure is the page's response popup (payments.md 8). */
  onSubmit: (note: string) => Promise<unknown>;
  onClose: () => void;
}

/** Reject a received invoice with a note (payments.md 4): the note is required; the sender sees it. */
export function RejectDialog({ invoice, onSubmit, onClose }: RejectDialogProps) {
  const { t, i18n } = useLingui();
  const word = useProblemWords();
  const schema = v.object({
    note: v.pipe(
      v.string(),
      v.rawCheck(({ dataset, addIssue }) => {
        const problem = dataset.typed ? noteProblem(dataset.value) : null;
        if (problem) addIssue({ message: word(problem) });
      }),
      v.trim(),
      v.nonEmpty(t`Write why you reject the invoice.`),
    ),
  });
  const form = useForm({
    defaultValues: { note: '' },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmit: async ({ value }) => {
      await onSubmit(value.note.trim());
    },
  });
  const isSubmitting = useStore(form.store, (state) => state.isSubmitting);
  const amount = formatMoney(invoice.total, invoice.currencyCode, i18n.locale);
  const from = invoice.payeeName ?? '';
  return (
    <Dialog role="alertdialog" isOpen onOpenChange={(open) => !open && onClose()} title={t`Reject the invoice?`}>
      <form
        className={styles.form}
        noValidate
        aria-label={t`Reject the invoice`}
        onSubmit={(event) => {
          event.preventDefault();
          void form.handleSubmit();
        }}
      >
        <p>
          <Trans>
            The invoice of {amount} from {from} will not be paid. Your note goes to its sender.
          </Trans>
        </p>
        <form.Field name="note">
          {(field) => {
            const error = fieldError(field.state.meta.errors);
            return (
              <TextField
                label={t`Note`}
                value={field.state.value}
                onChange={field.handleChange}
                onBlur={field.handleBlur}
                maxLength={NOTE_MAX}
                isRequired
                autoFocus
                isInvalid={!!error}
                errorMessage={error}
              />
            );
          }}
        </form.Field>
        <div className={styles.actions}>
          <Button type="submit" variant="danger" isLoading={isSubmitting}>
            <Trans>Reject the invoice</Trans>
          </Button>
          <Button variant="secondary" onPress={onClose}>
            <Trans>Keep it</Trans>
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
