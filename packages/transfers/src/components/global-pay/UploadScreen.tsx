import { Trans, useLingui } from '@lingui/react/macro';
import { pageLayout as layout } from '@paydeck/accounts';
import { Button, Dialog } from '@paydeck/ui';
import { revalidateLogic, useForm, useStore } from '@tanstack/react-form';
import * as v from 'valibot';
import type { FileRefusal } from '../../model/file-refusal';
import { BATCH_COLUMNS, MAX_BATCH_ROWS } from '../../model/mass-row';
import * as uploadStyles from '../batch-upload/batch-upload.css';
import {
  type BatchAccount,
  BatchFileField,
  BatchNameField,
  PayFromField,
  SampleFileLink,
  useBatchFieldRules,
} from '../batch-upload/BatchUploadFields';
import { FileRefusalReport } from '../batch-upload/FileRefusalReport';
import type { MassScreenRail } from '../mass/labels';
import { MassRailTabs } from '../mass/MassRailTabs';
import * as styles from './global-pay.css';
import { columnHints, columnLabels } from './labels';

export interface UploadValues {
  batchName: string;
  accountId: number;
  attachedFile: File;
}

export interface UploadScreenProps {
  accounts: readonly BatchAccount[];
  /** The mass screens this session may open (the switcher), global pay among them. */
  rails?: readonly { rail: MassScreenRail; href: string }[];
  /** The sample file's link (history's documents). */
  sampleHref: string | null;
  onUpload: (values: UploadValues) => Promise<unknown>;
  /** Code 92: the identical batch found; the person confirms (upload again) or not. */
  identical: { batchId: number; date: string } | null;
  onConfirmIdentical: () => void;
  onDismissIdentical: () => void;
  confirming: boolean;
  /** The server refused the file whole: each problem with its line and column. */
  fileRefusals?: readonly FileRefusal[] | null;
  /** Any other refusal or failure, as text. */
  refusal: string | null;
}

/** What each column of the file holds, under the name the file must use. */
function ColumnGuide() {
  const { i18n } = useLingui();
  return (
    <dl className={uploadStyles.guideStacked}>
      {BATCH_COLUMNS.map((column) => (
        <div key={column} className={uploadStyles.guideRow}>
          <dt className={uploadStyles.guideName}>{column}</dt>
          <dd className={uploadStyles.guideStackedText}>
            {i18n._(columnLabels[column])}: {i18n._(columnHints[column])}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** transfer/mass/global: upload a global pay batch (payments.md 3 "Batch upload"; code 92 in payments.md 8). */
export function UploadScreen({
  accounts,
  rails = [],
  sampleHref,
  onUpload,
  identical,
  onConfirmIdentical,
  onDismissIdentical,
  confirming,
  fileRefusals = null,
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
  const max = i18n.number(MAX_BATCH_ROWS);
  return (
    <div className={layout.page}>
      <header className={layout.pageHeader}>
        <h1 className={layout.title}>
          <Trans>Global pay: upload a batch</Trans>
        </h1>
      </header>
      <MassRailTabs rails={rails} current="global">
        <p className={layout.text}>
          <Trans>
            Pay many people in one batch: each payee gets an e-mail with a link and chooses how to receive the money.
            You review the batch and its total before anything is sent.
          </Trans>
        </p>
        {fileRefusals && fileRefusals.length > 0 ? (
          <FileRefusalReport refusals={fileRefusals} columns={BATCH_COLUMNS} sampleHref={sampleHref} />
        ) : null}
        <div className={layout.twoColumns}>
          <section className={layout.section} aria-labelledby="upload-form-title">
            <h2 id="upload-form-title" className={layout.subtitle}>
              <Trans>Batch details</Trans>
            </h2>
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
              <form.Field name="attachedFile">
                {(field) => <BatchFileField label={t`Batch file`} field={field} />}
              </form.Field>
              {refusal ? (
                <p role="alert" className={layout.message}>
                  {refusal}
                </p>
              ) : null}
              <div className={layout.actions}>
                <Button type="submit" isLoading={isSubmitting}>
                  <Trans>Upload</Trans>
                </Button>
              </div>
            </form>
          </section>
          <section className={layout.section} aria-labelledby="upload-file-title">
            <h2 id="upload-file-title" className={layout.subtitle}>
              <Trans>The file</Trans>
            </h2>
            <p className={layout.muted}>
              {t`A CSV or XLSX file of at most ${max} payments. Its first line names these columns, in this order:`}
            </p>
            <ColumnGuide />
            <SampleFileLink href={sampleHref} />
          </section>
        </div>
        {identical ? (
          <Dialog
            isOpen
            onOpenChange={(open) => !open && onDismissIdentical()}
            title={t`This batch was uploaded already`}
          >
            <p>{t`An identical batch was uploaded on ${i18n.date(new Date(identical.date), { dateStyle: 'medium', timeStyle: 'short' })}. Upload it again?`}</p>
            <div className={layout.actions}>
              <Button onPress={onConfirmIdentical} isLoading={confirming}>
                <Trans>Upload again</Trans>
              </Button>
              <Button variant="secondary" onPress={onDismissIdentical}>
                <Trans>Don’t upload</Trans>
              </Button>
            </div>
          </Dialog>
        ) : null}
      </MassRailTabs>
    </div>
  );
}
