import { Trans, useLingui } from '@lingui/react/macro';
import { useMoneyText } from '@paydeck/accounts';
import { Button, Dialog, FileDropZone, ListOption, NativeLink, Select, TextField } from '@paydeck/ui';
import { revalidateLogic, useForm, useStore } from '@tanstack/react-form';
import * as v from 'valibot';
import { MAX_BATCH_ROWS } from '../../model/mass-row';
import * as styles from './global-pay.css';

export interface UploadAccount {
  accountId: number;
  accountNumber: string;
  /** What can be spent, as a decimal string (formatted here in the interface language, never through a float). */
  available: string;
  currencyCode: string;
}

export interface UploadValues {
  batchName: string;
  accountId: number;
  attachedFile: File;
}

export interface UploadScreenProps {
  accounts: readonly UploadAccount[];
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

const MAX_FILE_BYTES = 2_000_000;
/** What the file picker offers (its own check refuses other types on the spot). */
const BATCH_FILE_TYPES = ['.csv', '.xlsx'] as const;

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
  const money = useMoneyText();
  const schema = v.object({
    batchName: v.pipe(
      v.string(),
      v.trim(),
      v.minLength(1, t`Name the batch.`),
      v.maxLength(100, t`At most 100 characters.`),
    ),
    accountId: v.pipe(v.number(), v.minValue(1, t`Choose the account to pay from.`)),
    attachedFile: v.pipe(
      v.nullable(v.instance(File)),
      v.check((file) => file !== null, t`Choose a CSV or XLSX file.`),
      v.check((file) => file === null || file.size <= MAX_FILE_BYTES, t`The file must be at most 2 MB.`),
      v.check((file) => file === null || /\.(csv|xlsx)$/i.test(file.name), t`Choose a CSV or XLSX file.`),
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
  const errorOf = (errors: readonly unknown[]) => (errors[0] as { message?: string } | undefined)?.message;
  return (
    <section className={styles.screen} aria-labelledby="upload-title">
      <h1 id="upload-title">{t`Global pay: upload a batch`}</h1>
      <p className={styles.muted}>
        {t`A CSV or XLSX file with the columns amount, description, beneficiaryType, beneficiaryName, beneficiaryEmail and beneficiaryCountryCode; at most ${i18n.number(MAX_BATCH_ROWS)} payments.`}
      </p>
      {sampleHref ? (
        <p>
          <NativeLink href={sampleHref} download>
            {t`Download the sample file`}
          </NativeLink>
        </p>
      ) : null}
      <form
        className={styles.form}
        noValidate
        aria-label={t`Upload a batch`}
        onSubmit={(event) => {
          event.preventDefault();
          void form.handleSubmit();
        }}
      >
        <form.Field name="batchName">
          {(field) => (
            <TextField
              label={t`Batch name`}
              isRequired
              value={field.state.value}
              onChange={field.handleChange}
              onBlur={field.handleBlur}
              isInvalid={!!errorOf(field.state.meta.errors)}
              errorMessage={errorOf(field.state.meta.errors)}
            />
          )}
        </form.Field>
        <form.Field name="accountId">
          {(field) => (
            <Select
              label={t`Pay from`}
              items={accounts.map((account) => ({
                ...account,
                text: `${account.accountNumber} · ${money(account.available, account.currencyCode)}`,
              }))}
              value={field.state.value || null}
              onChange={(key) => field.handleChange(key === null ? 0 : Number(key))}
              isRequired
              isInvalid={!!errorOf(field.state.meta.errors)}
              errorMessage={errorOf(field.state.meta.errors)}
            >
              {(item) => (
                <ListOption id={item.accountId} textValue={item.text}>
                  {item.text}
                </ListOption>
              )}
            </Select>
          )}
        </form.Field>
        <form.Field name="attachedFile">
          {(field) => (
            <FileDropZone
              label={t`Batch file`}
              accept={BATCH_FILE_TYPES}
              maxSize={MAX_FILE_BYTES}
              value={field.state.value ? { front: field.state.value } : {}}
              onChange={(files) => field.handleChange(files.front ?? null)}
              errorMessage={errorOf(field.state.meta.errors)}
            />
          )}
        </form.Field>
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
