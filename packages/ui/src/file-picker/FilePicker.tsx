import { Trans, useLingui } from '@lingui/react/macro';
import { formatFileSize } from '@paydeck/i18n';
import { type ReactNode, useId } from 'react';
import { FileTrigger } from 'react-aria-components';
import { Button } from '../button/Button';
import * as styles from './file-picker.css';

export interface PickedFileInfo {
  name: string;
  size: number;
}

export interface FilePickerProps {
  /** What to attach, e.g. "Attach files". */
  label: ReactNode;
  /** The rules in words (types, sizes, how many). */
  description?: ReactNode;
  /** MIME types or extensions handed to the browser's chooser. */
  accept?: readonly string[];
  allowsMultiple?: boolean;
  /** The files chosen so far (the caller keeps them and checks them). */
  files: readonly PickedFileInfo[];
  onSelect: (files: File[]) => void;
  onRemove?: (index: number) => void;
  /** Refused files and other problems, one line each. */
  errors?: readonly ReactNode[];
  isDisabled?: boolean;
}

const fileKeys = new WeakMap<PickedFileInfo, number>();
let lastFileKey = 0;
/** A stable key per chosen file: two files may share a name, and removing one moves the others' indexes. */
function fileKey(file: PickedFileInfo): number {
  let key = fileKeys.get(file);
  if (key === undefined) {
    lastFileKey += 1;
    key = lastFileKey;
    fileKeys.set(file, key);
  }
  return key;
}

/**
 * The kit's file chooser (react-aria FileTrigger): the product's button in the person's language instead of the
 * browser's native input, the chosen files with their sizes and a Remove each, refusals as alerts.
 */
export function FilePicker({
  label,
  description,
  accept,
  allowsMultiple = false,
  files,
  onSelect,
  onRemove,
  errors = [],
  isDisabled,
}: FilePickerProps) {
  const { t, i18n } = useLingui();
  const descriptionId = useId();
  return (
    <fieldset aria-describedby={description ? descriptionId : undefined} className={styles.picker}>
      <legend className={styles.label}>{label}</legend>
      {description && (
        <span id={descriptionId} className={styles.hint}>
          {description}
        </span>
      )}
      <div>
        <FileTrigger
          acceptedFileTypes={accept ? [...accept] : undefined}
          allowsMultiple={allowsMultiple}
          onSelect={(list) => list && onSelect([...list])}
        >
          <Button variant="secondary" isDisabled={isDisabled}>
            {allowsMultiple ? <Trans>Choose files</Trans> : <Trans>Choose file</Trans>}
          </Button>
        </FileTrigger>
      </div>
      {files.length > 0 && (
        <ul className={styles.files}>
          {files.map((file, index) => {
            const fileName = file.name;
            return (
              <li key={fileKey(file)} className={styles.file}>
                <span className={styles.name}>{file.name}</span>
                <span className={styles.hint}>{formatFileSize(file.size, i18n.locale)}</span>
                {onRemove && (
                  <Button
                    variant="link"
                    size="small"
                    aria-label={t`Remove ${fileName}`}
                    onPress={() => onRemove(index)}
                  >
                    <Trans>Remove</Trans>
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {errors.map((error, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines are replaced as a whole, never reordered or kept
        <p key={index} role="alert" className={styles.error}>
          {error}
        </p>
      ))}
    </fieldset>
  );
}
