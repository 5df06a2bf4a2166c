// The fields every batch upload form has (payments.md 3 "Batch upload", 5 "Mass transfer input"): the batch's name,
// the account it is paid from, the file (CSV or XLSX up to 2 MB), with the rules that check them, and the sample link. One place for
// the mass upload (components/mass) and global pay's upload (components/global-pay) to share, not copy.
import { useLingui } from '@lingui/react/macro';
import { useMoneyText } from '@paydeck/accounts';
import { FileDropZone, ListOption, NativeLink, Select, TextField } from '@paydeck/ui';
import * as v from 'valibot';
import { NAME_MAX, textProblem } from '../../model/free-text';
import { type TextWords, useTextWords } from '../free-text/text-words';

export interface BatchAccount {
  accountId: number;
  accountNumber: string;
  /** What can be spent, as a decimal string (formatted in the interface language, never through a float). */
  available: string;
  currencyCode: string;
}

export const MAX_BATCH_FILE_BYTES = 2_000_000;
/** What the file picker offers (its own check refuses other types on the spot). */
export const BATCH_FILE_TYPES = ['.csv', '.xlsx'] as const;

/** A valibot check of free text (model/free-text.ts), worded by the problem it finds. */
export function freeTextCheck(words: TextWords, rule: { max: number; multiline?: boolean }) {
  return v.rawCheck<string>(({ dataset, addIssue }) => {
    const problem = dataset.typed ? textProblem(dataset.value, rule) : null;
    if (problem) addIssue({ message: words(problem, rule.max) });
  });
}

/** The rules of the shared fields, in the interface language (the file may be absent: a form adds its own rule). */
export function useBatchFieldRules() {
  const { t } = useLingui();
  const words = useTextWords();
  return {
    batchName: v.pipe(
      v.string(),
      freeTextCheck(words, { max: NAME_MAX }),
      v.trim(),
      v.minLength(1, t`Name the batch.`),
    ),
    accountId: v.pipe(v.number(), v.minValue(1, t`Choose the account to pay from.`)),
    file: v.pipe(
      v.nullable(v.instance(File)),
      v.check((file) => file === null || file.size <= MAX_BATCH_FILE_BYTES, t`The file must be at most 2 MB.`),
      v.check((file) => file === null || /\.(csv|xlsx)$/i.test(file.name), t`Choose a CSV or XLSX file.`),
    ),
  };
}

/** The first message of a TanStack Form field's errors (valibot issues). */
export const fieldError = (errors: readonly unknown[]): string | undefined =>
  (errors[0] as { message?: string } | undefined)?.message;

/** A TanStack Form field as the shared fields take it (any form's field of that value type). */
export interface BatchFormField<T> {
  state: { value: T; meta: { errors: readonly unknown[] } };
  handleChange: (value: T) => void;
  handleBlur: () => void;
}

export function BatchNameField({ field }: { field: BatchFormField<string> }) {
  const { t } = useLingui();
  const error = fieldError(field.state.meta.errors);
  return (
    <TextField
      label={t`Batch name`}
      isRequired
      value={field.state.value}
      onChange={field.handleChange}
      onBlur={field.handleBlur}
      isInvalid={!!error}
      errorMessage={error}
    />
  );
}

/** The account to pay from, each with what it can spend in the interface language's money format. */
export function PayFromField({
  accounts,
  field,
}: {
  accounts: readonly BatchAccount[];
  field: BatchFormField<number>;
}) {
  const { t } = useLingui();
  const money = useMoneyText();
  const error = fieldError(field.state.meta.errors);
  return (
    <Select
      label={t`Pay from`}
      items={accounts.map((account) => ({
        ...account,
        text: `${account.accountNumber} · ${money(account.available, account.currencyCode)}`,
      }))}
      value={field.state.value || null}
      onChange={(key) => field.handleChange(key === null ? 0 : Number(key))}
      isRequired
      isInvalid={!!error}
      errorMessage={error}
    >
      {(item) => (
        <ListOption id={item.accountId} textValue={item.text}>
          {item.text}
        </ListOption>
      )}
    </Select>
  );
}

export function BatchFileField({ label, field }: { label: string; field: BatchFormField<File | null> }) {
  const file = field.state.value;
  return (
    <FileDropZone
      label={label}
      accept={BATCH_FILE_TYPES}
      maxSize={MAX_BATCH_FILE_BYTES}
      value={file ? { front: file } : {}}
      onChange={(files) => field.handleChange(files.front ?? null)}
      errorMessage={fieldError(field.state.meta.errors)}
    />
  );
}

/** The sample file's link (history's mass sample links), when it is known. */
export function SampleFileLink({ href }: { href: string | null }) {
  const { t } = useLingui();
  return href ? (
    <p>
      <NativeLink href={href} download>
        {t`Download the sample file`}
      </NativeLink>
    </p>
  ) : null;
}
