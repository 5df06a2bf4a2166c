import { useLingui } from '@lingui/react/macro';
import { type DocumentFiles, type DocumentPage, FileDropZone } from '@paydeck/ui';
import { type ReactNode, useState } from 'react';
import { ACCEPTED_FILE_TYPES, checkFile, MAX_FILE_BYTES } from '../../model/document-rules';
import { fileProblemText } from './file-text';

export interface DocumentFilesFieldProps {
  label: ReactNode;
  description?: ReactNode;
  needsBack: boolean;
  value: DocumentFiles;
  onChange: (files: DocumentFiles) => void;
  /** A problem found on submit (a page missing) or by the server: shown before the last refused file's. */
  errorMessage?: string | undefined;
  isDisabled?: boolean;
}

/**
 * The pages of a document: the drop zone refuses by name and size on the spot; each accepted file is then read
 * and judged by its first bytes (a renamed executable is refused here, before anything is sent).
 */
export function DocumentFilesField({ value, onChange, errorMessage, ...props }: DocumentFilesFieldProps) {
  const { i18n } = useLingui();
  const [problem, setProblem] = useState<string | null>(null);
  const take = async (next: DocumentFiles) => {
    setProblem(null);
    const pages = (['front', 'back'] as DocumentPage[]).filter((page) => next[page] && next[page] !== value[page]);
    const kept = { ...next };
    for (const page of pages) {
      const file = next[page];
      const found = file ? await checkFile(file) : null;
      if (found) {
        delete kept[page];
        setProblem(i18n._(fileProblemText[found]));
      }
    }
    onChange(kept);
  };
  return (
    <FileDropZone
      {...props}
      accept={ACCEPTED_FILE_TYPES}
      maxSize={MAX_FILE_BYTES}
      value={value}
      onChange={(next) => void take(next)}
      errorMessage={(errorMessage ?? problem) && <span role="alert">{errorMessage ?? problem}</span>}
    />
  );
}
