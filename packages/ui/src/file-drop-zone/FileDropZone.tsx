import { Trans } from '@lingui/react/macro';
import { type ReactNode, useId, useState } from 'react';
import type { FileRules } from './fileRules';
import * as styles from './file-drop-zone.css';
import { FileSlot } from './FileSlot';

export type DocumentPage = 'front' | 'back';
/** The chosen files by page; a one-page document (or any single file) is its `front`. */
export type DocumentFiles = Partial<Record<DocumentPage, File>>;

export interface FileDropZoneProps extends FileRules {
  /** What to upload, e.g. "Passport". */
  label: ReactNode;
  description?: ReactNode;
  /** Ask for a front and a back page (documents that need both). */
  needsBack?: boolean;
  /** Controlled files; leave out to let the zone keep them. */
  value?: DocumentFiles;
  onChange?: (files: DocumentFiles) => void;
  /** An error about the whole upload (e.g. from the server). */
  errorMessage?: ReactNode;
  isDisabled?: boolean;
}

/** Drop or choose the file(s) of a document, with the accepted types and size checked on the spot. */
export function FileDropZone({
  label,
  description,
  needsBack = false,
  value,
  onChange,
  errorMessage,
  isDisabled,
  ...rules
}: FileDropZoneProps) {
  const descriptionId = useId();
  const [own, setOwn] = useState<DocumentFiles>({});
  const files = value ?? own;
  const setPage = (page: DocumentPage) => (file: File | undefined) => {
    const next = { ...files };
    if (file) next[page] = file;
    else delete next[page];
    setOwn(next);
    onChange?.(next);
  };
  const slot = (page: DocumentPage, slotLabel: ReactNode) => (
    <FileSlot {...rules} label={slotLabel} file={files[page]} onFile={setPage(page)} isDisabled={isDisabled} />
  );
  return (
    <fieldset className={styles.fieldset} aria-describedby={description ? descriptionId : undefined}>
      {/* A single zone shows the label itself; the legend still names the group for assistive technology. */}
      <legend className={needsBack ? styles.legend : styles.hiddenLegend}>{label}</legend>
      {description && (
        <div id={descriptionId} className={styles.hint}>
          {description}
        </div>
      )}
      {needsBack ? (
        <div className={styles.slots}>
          {slot('front', <Trans>Front page</Trans>)}
          {slot('back', <Trans>Back page</Trans>)}
        </div>
      ) : (
        slot('front', label)
      )}
      {errorMessage && <div className={styles.error}>{errorMessage}</div>}
    </fieldset>
  );
}
