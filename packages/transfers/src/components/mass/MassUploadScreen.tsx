import { Trans, useLingui } from '@lingui/react/macro';
import { pageLayout as layout } from '@paydeck/accounts';
import { Button, TextField } from '@paydeck/ui';
import { revalidateLogic, useForm, useStore } from '@tanstack/react-form';
import * as v from 'valibot';
import {
  type BatchAccount,
  BatchFileField,
  BatchNameField,
  fieldError,
  freeTextCheck,
  PayFromField,
  SampleFileLink,
  useBatchFieldRules,
} from '../batch-upload/BatchUploadFields';
import { useTextWords } from '../free-text/text-words';
import { massInputProblem } from '../../model/mass-input';
import { MAX_BATCH_ROWS } from '../../model/mass-row';
import { MAX_MASS_TEXT_CHARS, massColumns, type MassTransferRail } from '../../model/mass-transfer';
import { fileColumnLabels } from '../batch-upload/column-labels';
import * as uploadStyles from '../batch-upload/batch-upload.css';
import { type MassScreenRail, massTitles } from './labels';
import { MassRailTabs } from './MassRailTabs';
import * as styles from './mass.css';

export type MassAccount = BatchAccount;

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

/** transfer/mass/{wire|eft|oct|digital|p2p}: the account, a batch name, and a file or pasted rows (exactly one). */
export function MassUploadScreen({ rail, rails, accounts, sampleHref, initial, onContinue }: MassUploadScreenProps) {
  const { t, i18n } = useLingui();
  const rules = useBatchFieldRules();
  const words = useTextWords();
  const schema = v.pipe(
    v.object({
      batchName: rules.batchName,
      accountId: rules.accountId,
      file: rules.file,
      text: v.pipe(v.string(), freeTextCheck(words, { max: MAX_MASS_TEXT_CHARS, multiline: true })),
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
  return (
    <div className={layout.page}>
      <header className={layout.pageHeader}>
        <h1 className={layout.title} id="mass-title">
          {i18n._(massTitles[rail])}
        </h1>
      </header>
      <MassRailTabs rails={rails} current={rail}>
        <div className={layout.twoColumns}>
          <section className={layout.section} aria-labelledby="mass-form-title">
            <h2 id="mass-form-title" className={layout.subtitle}>
              <Trans>Batch details</Trans>
            </h2>
            <form
              className={styles.form}
              noValidate
              aria-label={t`Mass transfer`}
              onSubmit={(event) => {
                event.preventDefault();
                void form.handleSubmit();
              }}
            >
              <form.Field name="batchName">{(field) => <BatchNameField field={field} />}</form.Field>
              <form.Field name="accountId">{(field) => <PayFromField accounts={accounts} field={field} />}</form.Field>
              <form.Field name="file">{(field) => <BatchFileField label={t`File`} field={field} />}</form.Field>
              <form.Field name="text">
                {(field) => (
                  <TextField
                    label={t`Or paste the rows`}
                    rows={6}
                    value={field.state.value}
                    onChange={field.handleChange}
                    onBlur={field.handleBlur}
                    description={t`Leave empty when you upload a file.`}
                    isInvalid={!!fieldError(field.state.meta.errors)}
                    errorMessage={fieldError(field.state.meta.errors)}
                  />
                )}
              </form.Field>
              <div className={layout.actions}>
                <Button type="submit" isLoading={isSubmitting}>
                  <Trans>Continue</Trans>
                </Button>
              </div>
            </form>
          </section>
          <section className={layout.section} aria-labelledby="mass-file-title">
            <h2 id="mass-file-title" className={layout.subtitle}>
              <Trans>The file</Trans>
            </h2>
            <p className={layout.muted}>
              {t`A CSV or XLSX file, or rows pasted as text (one payment a line, cells separated by commas), with at most ${i18n.number(MAX_BATCH_ROWS)} payments. The columns, in this order:`}
            </p>
            <dl className={uploadStyles.guide}>
              {massColumns[rail].map((column) => {
                const label = fileColumnLabels[column];
                return (
                  <div key={column} className={uploadStyles.guideRow}>
                    <dt className={uploadStyles.guideName}>{column}</dt>
                    <dd className={uploadStyles.guideText}>{label ? i18n._(label) : column}</dd>
                  </div>
                );
              })}
            </dl>
            <SampleFileLink href={sampleHref} />
          </section>
        </div>
      </MassRailTabs>
    </div>
  );
}
