import { Trans, useLingui } from '@lingui/react/macro';
import { Button, type DocumentFiles } from '@paydeck/ui';
import { useState } from 'react';
import { documentTypeRule } from '../../api/document-types';
import { issuedDateProblem } from '../../model/document-rules';
import * as styles from '../common/common.css';
import { DateField } from '../common/DateField';
import { DocumentFilesField } from '../common/DocumentFilesField';
import { fileMissingText, issuedDateProblemText } from '../common/file-text';
import { useAction } from '../common/useAction';

export interface RequirementUploadProps {
  documentTypeId: number;
  name: string;
  today: string;
  onUpload: (input: { documentTypeId: number; issuedDate?: string | undefined; file: Blob }) => Promise<unknown>;
}

/** One file for a document a limit reason asks for; its issue date when the 90-day rule applies to its type. */
export function RequirementUpload({ documentTypeId, name, today, onUpload }: RequirementUploadProps) {
  const { t, i18n } = useLingui();
  const rule = documentTypeRule(documentTypeId);
  const needsDate = rule !== undefined && issuedDateProblem(rule, '1970-01-01', today) === 'tooOld';
  const [files, setFiles] = useState<DocumentFiles>({});
  const [issuedDate, setIssuedDate] = useState('');
  const [tried, setTried] = useState(false);
  const upload = useAction(onUpload);
  const fileError = tried && !files.front ? i18n._(fileMissingText) : undefined;
  const dateProblem = needsDate && rule ? issuedDateProblem(rule, issuedDate, today) : null;
  const dateError = tried && dateProblem ? i18n._(issuedDateProblemText[dateProblem]) : undefined;
  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t`Upload ${name}`}
      onSubmit={async (event) => {
        event.preventDefault();
        setTried(true);
        if (!files.front || dateProblem) return;
        const sent = await upload.start({
          documentTypeId,
          issuedDate: needsDate ? issuedDate : undefined,
          file: files.front,
        });
        if (sent) {
          setFiles({});
          setIssuedDate('');
          setTried(false);
        }
      }}
    >
      <DocumentFilesField
        label={name}
        description={<Trans>A photo or scan: JPEG, PNG or PDF, up to 10 MB.</Trans>}
        needsBack={false}
        value={files}
        onChange={setFiles}
        errorMessage={fileError}
      />
      {needsDate && (
        <DateField
          label={t`Issue date`}
          value={issuedDate}
          onChange={setIssuedDate}
          isRequired
          errorMessage={dateError}
        />
      )}
      {upload.error && (
        <p role="alert" className={styles.reason}>
          {upload.error}
        </p>
      )}
      <div>
        <Button type="submit" isLoading={upload.pending}>
          <Trans>Send the document</Trans>
        </Button>
      </div>
    </form>
  );
}
