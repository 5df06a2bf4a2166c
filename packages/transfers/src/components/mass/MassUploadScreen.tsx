import { Trans, useLingui } from '@lingui/react/macro';
import { useMoneyText } from '@paydeck/accounts';
import { Button, FileDropZone, Link, ListOption, NativeLink, Select, TextField } from '@paydeck/ui';
import { revalidateLogic, useForm, useStore } from '@tanstack/react-form';
import * as v from 'valibot';
import { massInputProblem } from '../../model/mass-input';
import { MAX_BATCH_ROWS } from '../../model/mass-row';
import { massColumns, type MassTransferRail } from '../../model/mass-transfer';
import { type MassScreenRail, massRailLabels, massTitles } from './labels';
import * as styles from './mass.css';

export interface MassAccount {
  accountId: number;
  accountNumber: string;
  /** What can be spent, as a decimal string (formatted with the money formatter, never through a float). */
  available: string;
  currencyCode: string;
}

export interface MassUploadValues {
  batchName: string;
  accountId: number;
  file: File | null;
  text: string;
}

export interface MassUploadScreenProps {
  rail: MassTransferRail;
  /** The mass rails this session may use (payments.md 6), each with its screen's address. */
  rails: readonly { rail: MassScreenRail; href: string }[];
  accounts: readonly MassAccount[];
  /** The rail's sample file (history's mass sample link list), when it is known. */
  sampleHref: string | null;
  /** What the person entered before (coming back from the confirm screen). */
  initial?: Partial<MassUploadValues> | undefined;
  onContinue: (values: MassUploadValues) => Promise<unknown> | undefined;
}

const MAX_FILE_BYTES = 2_000_000;
const FILE_TYPES = ['.csv', '.xlsx'] as const;

/** transfer/mass/{wire|eft|oct|digital|p2p}: the account, a batch name, and a file or pasted rows (exactly one). */
export function MassUploadScreen({ rail, rails, accounts, sampleHref, initial, onContinue }: MassUploadScreenProps) {
  const { t, i18n } = useLingui();
  const money = useMoneyText();
  const columns = massColumns[rail].join(', ');
  const schema = v.pipe(
    v.object({
      batchName: v.pipe(
        v.string(),
        v.trim(),
        v.minLength(1, t`Name the batch.`),
        v.maxLength(100, t`At most 100 characters.`),
      ),
      accountId: v.pipe(v.number(), v.minValue(1, t`Choose the account to pay from.`)),
      file: v.pipe(
        v.nullable(v.instance(File)),
        v.check((file) => file === null || file.size <= MAX_FILE_BYTES, t`The file must be at most 2 MB.`),
        v.check((file) => file === null || /\.(csv|xlsx)$/i.test(file.name), t`Choose a CSV or XLSX file.`),
      ),
      text: v.string(),
    }),
    v.forward(
      v.check((input) => massInputProblem(input) !== 'none', t`Choose a file or paste the rows.`),
      ['file'],
    ),
    v.forward(
      v.check(
        (input) => massInputProblem(input) !== 'both',
        t`Give a file or pasted rows, not both: remove the file or clear the text.`,
      ),
      ['text'],
    ),
  );
  const form = useForm({
    defaultValues: {
      batchName: initial?.batchName ?? '',
      accountId: initial?.accountId ?? accounts[0]?.accountId ?? 0,
      file: initial?.file ?? (null as File | null),
      text: initial?.text ?? '',
    },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmit: async ({ value }) => {
      await onContinue(value);
    },
  });
  const isSubmitting = useStore(form.store, (state) => state.isSubmitting);
  const errorOf = (errors: readonly unknown[]) => (errors[0] as { message?: string } | undefined)?.message;
  return (
    <section className={styles.screen} aria-labelledby="mass-title">
      <h1 id="mass-title">{i18n._(massTitles[rail])}</h1>
      {rails.length > 1 ? (
        <nav aria-label={t`Kind of mass transfer`}>
          <ul className={styles.rails}>
            {rails.map((entry) => (
              <li key={entry.rail}>
                <Link
                  href={entry.href}
                  aria-current={entry.rail === rail ? 'page' : undefined}
                  className={entry.rail === rail ? styles.currentRail : styles.rail}
                >
                  {i18n._(massRailLabels[entry.rail])}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <p className={styles.muted}>
        {t`A CSV or XLSX file, or rows pasted as text (one payment a line, cells separated by commas), with at most ${i18n.number(MAX_BATCH_ROWS)} payments. The columns, in this order:`}{' '}
        <span className={styles.columns}>{columns}</span>
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
        aria-label={t`Mass transfer`}
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
        <form.Field name="file">
          {(field) => (
            <FileDropZone
              label={t`File`}
              accept={FILE_TYPES}
              maxSize={MAX_FILE_BYTES}
              value={field.state.value ? { front: field.state.value } : {}}
              onChange={(files) => field.handleChange(files.front ?? null)}
              errorMessage={errorOf(field.state.meta.errors)}
            />
          )}
        </form.Field>
        <form.Field name="text">
          {(field) => (
            <TextField
              label={t`Or paste the rows`}
              rows={6}
              value={field.state.value}
              onChange={field.handleChange}
              onBlur={field.handleBlur}
              description={t`Leave empty when you upload a file.`}
              isInvalid={!!errorOf(field.state.meta.errors)}
              errorMessage={errorOf(field.state.meta.errors)}
            />
          )}
        </form.Field>
        <div className={styles.actions}>
          <Button type="submit" isLoading={isSubmitting}>
            <Trans>Continue</Trans>
          </Button>
        </div>
      </form>
    </section>
  );
}
