import { Trans, useLingui } from '@lingui/react/macro';
import { Button, type DocumentFiles, ListOption, Select } from '@paydeck/ui';
import { useState } from 'react';
import type { DocumentType } from '../../api/schemas';
import { DocumentCategory } from '../../api/document-types';
import { issuedDateProblem } from '../../model/document-rules';
import * as styles from '../common/common.css';
import { DateField } from '../common/DateField';
import { DocumentFilesField } from '../common/DocumentFilesField';
import { fileMissingText, issuedDateProblemText } from '../common/file-text';
import { useAction } from '../common/useAction';

export interface ProofInput {
  documentTypeId: number;
  issuedDate: string;
  file: Blob;
}

/** A proof of address (or residence): its type, issue date (the 90-day rule) and one file. */
export function ProofForm({
  label,
  types,
  today,
  onSubmit,
}: {
  label: string;
  types: readonly DocumentType[];
  today: string;
  onSubmit: (input: ProofInput) => Promise<unknown>;
}) {
  const { t, i18n } = useLingui();
  const [typeId, setTypeId] = useState<number | null>(types[0]?.id ?? null);
  const [issuedDate, setIssuedDate] = useState('');
  const [files, setFiles] = useState<DocumentFiles>({});
  const [tried, setTried] = useState(false);
  const send = useAction(onSubmit);
  const type = types.find((candidate) => candidate.id === typeId);
  const dateProblem = type
    ? issuedDateProblem({ ...type, categoryId: DocumentCategory.address }, issuedDate, today)
    : null;
  return (
    <form
      className={styles.form}
      noValidate
      aria-label={label}
      onSubmit={async (event) => {
        event.preventDefault();
        setTried(true);
        if (!type || dateProblem || !files.front) return;
        if (await send.start({ documentTypeId: type.id, issuedDate, file: files.front })) {
          setFiles({});
          setTried(false);
        }
      }}
    >
      <div className={styles.fields}>
        <Select label={t`Type of document`} items={types} value={typeId} onChange={(key) => setTypeId(Number(key))}>
          {(item) => <ListOption id={item.id}>{item.name}</ListOption>}
        </Select>
        <DateField
          label={t`Issue date`}
          value={issuedDate}
          onChange={setIssuedDate}
          isRequired
          errorMessage={tried && dateProblem ? i18n._(issuedDateProblemText[dateProblem]) : undefined}
        />
      </div>
      <DocumentFilesField
        label={label}
        description={<Trans>A photo or scan: JPEG, PNG or PDF, up to 10 MB.</Trans>}
        needsBack={false}
        value={files}
        onChange={setFiles}
        errorMessage={tried && !files.front ? i18n._(fileMissingText) : undefined}
      />
      {send.error && (
        <p role="alert" className={styles.reason}>
          {send.error}
        </p>
      )}
      <div>
        <Button type="submit" isLoading={send.pending}>
          <Trans>Send the proof</Trans>
        </Button>
      </div>
    </form>
  );
}
