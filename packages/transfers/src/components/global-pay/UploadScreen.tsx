import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog } from '@paydeck/ui';
import { revalidateLogic, useForm, useStore } from '@tanstack/react-form';
import * as v from 'valibot';
import { MAX_BATCH_ROWS } from '../../model/mass-row';
import {
  type BatchAccount,
  BatchFileField,
  BatchNameField,
  PayFromField,
  SampleFileLink,
  useBatchFieldRules,
} from '../batch-upload/BatchUploadFields';
import * as styles from './global-pay.css';

export interface UploadValues {
  batchName: string;
  accountId: number;
  attachedFile: File;
}

export interface UploadScreenProps {
  accounts: readonly BatchAccount[];
  /** The sample file's link (history's documents). */
  sampleHref: string | null;
  onUpload: (values: UploadValues) => Promise<unknown>;
  /** Code 92: the identical batch found; the person confirms (upload again) or not. */
  identical: { batchId: number; date: string } | null;
  onConfirmIdentical: () => void;
  onDismissIdentical: () => void;
  confirming: boolean;
  /** The server's refusal of the file, as text. */
  refusal: string | null;
}

/** transfer/mass/global: upload a global pay batch (payments.md 3 "Batch upload"; code 92 in payments.md 8). */
export function UploadScreen({
  accounts,
  sampleHref,
  onUpload,
  identical,
  onConfirmIdentical,
  onDismissIdentical,
  confirming,
  refusal,
}: UploadScreenProps) {
  const { t, i18n } = useLingui();
  const rules = useBatchFieldRules();
  const schema = v.object({
    batchName: rules.batchName,
    accountId: rules.accountId,
    // global pay's upload is a file only: none chosen is refused with the file rule's words
    attachedFile: v.pipe(
      rules.file,
      v.check((file) => file !== null, t`Choose a CSV or XLSX file.`),
    ),
  });
  const form = useForm({
    defaultValues: { batchName: '', accountId: accounts[0]?.accountId ?? 0, attachedFile: null as File | null },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmit: async ({ value }) => {
      if (value.attachedFile) await onUpload({ ...value, attachedFile: value.attachedFile });
    },
  });
  const isSubmitting = useStore(form.store, (state) => state.isSubmitting);
  return (
    <section className={styles.screen} aria-labelledby="upload-title">
      <h1 id="upload-title">{t`Global pay: upload a batch`}</h1>
      <p className={styles.muted}>
        {t`A CSV or XLSX file with the columns amount, description, beneficiaryType, beneficiaryName, beneficiaryEmail and beneficiaryCountryCode; at most ${i18n.number(MAX_BATCH_ROWS)} payments.`}
      </p>
      <SampleFileLink href={sampleHref} />
      <form
        className={styles.form}
        noValidate
        aria-label={t`Upload a batch`}
        onSubmit={(event) => {
          event.preventDefault();
          void form.handleSubmit();
        }}
      >
        <form.Field name="batchName">{(field) => <BatchNameField field={field} />}</form.Field>
        <form.Field name="accountId">{(field) => <PayFromField accounts={accounts} field={field} />}</form.Field>
        <form.Field name="attachedFile">{(field) => <BatchFileField label={t`Batch file`} field={field} />}</form.Field>
        {refusal ? (
          <p role="alert" className={styles.problem}>
            {refusal}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" isLoading={isSubmitting}>
            <Trans>Upload</Trans>
          </Button>
        </div>
      </form>
      {identical ? (
        <Dialog
          isOpen
          onOpenChange={(open) => !open && onDismissIdentical()}
          title={t`This batch was uploaded already`}
        >
          <p>{t`An identical batch was uploaded on ${i18n.date(new Date(identical.date), { dateStyle: 'medium', timeStyle: 'short' })}. Upload it again?`}</p>
          <div className={styles.actions}>
            <Button onPress={onConfirmIdentical} isLoading={confirming}>
              <Trans>Upload again</Trans>
            </Button>
            <Button variant="secondary" onPress={onDismissIdentical}>
              <Trans>Don’t upload</Trans>
            </Button>
          </div>
        </Dialog>
      ) : null}
    </section>
  );
}
