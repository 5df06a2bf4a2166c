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

export interface CompanyDocumentInput {
  documentTypeId: number;
  issuedDate?: string | undefined;
  file: Blob;
}

/** The 90-day rule asks for an issue date; a proof of the place of business always gives one (WIRE-business.md). */
const asksIssueDate = (type: DocumentType, categoryId: number) =>
  categoryId === DocumentCategory.businessAddress ||
  issuedDateProblem({ ...type, categoryId }, '1970-01-01', '2000-01-01') === 'tooOld';

/**
 * One company document (or a representative's control document): its type, its issue date where the 90-day rule
 * applies, and one file judged by its first bytes before anything is sent.
 */
export function CompanyDocumentForm({
  label,
  types,
  categoryId,
  today,
  onSubmit,
}: {
  label: string;
  types: readonly DocumentType[];
  categoryId: number;
  today: string;
  onSubmit: (input: CompanyDocumentInput) => Promise<unknown>;
}) {
  const { t, i18n } = useLingui();
  const [typeId, setTypeId] = useState<number | null>(types[0]?.id ?? null);
  const [files, setFiles] = useState<DocumentFiles>({});
  const [issuedDate, setIssuedDate] = useState('');
  const [tried, setTried] = useState(false);
  const send = useAction(onSubmit);
  const type = types.find((candidate) => candidate.id === typeId);
  const needsDate = type !== undefined && asksIssueDate(type, categoryId);
  const dateProblem = type && needsDate ? issuedDateProblem({ ...type, categoryId }, issuedDate, today) : null;
  return (
    <form
      className={styles.form}
      noValidate
      aria-label={label}
      onSubmit={async (event) => {
        event.preventDefault();
        setTried(true);
        if (!type || dateProblem || !files.front) return;
        const input = { documentTypeId: type.id, issuedDate: needsDate ? issuedDate : undefined, file: files.front };
        if (await send.start(input)) {
          setFiles({});
          setIssuedDate('');
          setTried(false);
        }
      }}
    >
      <div className={styles.fields}>
        <Select label={t`Type of document`} items={types} value={typeId} onChange={(key) => setTypeId(Number(key))}>
          {(item) => <ListOption id={item.id}>{item.name}</ListOption>}
        </Select>
        {needsDate && (
          <DateField
            label={t`Issue date`}
            value={issuedDate}
            onChange={setIssuedDate}
            isRequired
            errorMessage={tried && dateProblem ? i18n._(issuedDateProblemText[dateProblem]) : undefined}
          />
        )}
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
          <Trans>Send the document</Trans>
        </Button>
      </div>
    </form>
  );
}
