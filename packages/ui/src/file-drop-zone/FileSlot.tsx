import { Trans, useLingui } from '@lingui/react/macro';
import { formatFileSize } from '@paydeck/i18n';
import { type ReactNode, useState } from 'react';
import { DropZone, FileTrigger, isFileDropItem, Text } from 'react-aria-components';
import { Button } from '../button/Button';
import { acceptedTypeNames, type FileProblem, type FileRules, fileProblem } from './fileRules';
import * as styles from './file-drop-zone.css';

interface FileSlotProps extends FileRules {
  label: ReactNode;
  file: File | undefined;
  onFile: (file: File | undefined) => void;
  isDisabled?: boolean;
}

/** One file place: drop a file or choose one, see its name and size, remove it. Refused files say why. */
export function FileSlot({ label, file, onFile, accept, maxSize, isDisabled }: FileSlotProps) {
  const { t, i18n } = useLingui();
  const [problem, setProblem] = useState<FileProblem | null>(null);
  const take = (candidate: File) => {
    const found = fileProblem(candidate, { accept, maxSize });
    setProblem(found);
    if (!found) onFile(candidate);
  };
  const size = (bytes: number) => formatFileSize(bytes, i18n.locale);
  const fileName = file?.name;
  const types = accept && accept.length > 0 ? acceptedTypeNames(accept) : undefined;
  const largest = maxSize === undefined ? undefined : size(maxSize);
  return (
    <div className={styles.slot}>
      <DropZone
        className={styles.zone}
        isDisabled={isDisabled}
        onDrop={async (event) => {
          const item = event.items.find(isFileDropItem);
          if (item) take(await item.getFile());
        }}
      >
        <Text slot="label" className={styles.zoneLabel}>
          {label}
        </Text>
        <FileTrigger
          acceptedFileTypes={accept ? [...accept] : undefined}
          onSelect={(list) => list?.[0] && take(list[0])}
        >
          <Button variant="secondary" isDisabled={isDisabled}>
            {file ? <Trans>Choose another file</Trans> : <Trans>Choose file</Trans>}
          </Button>
        </FileTrigger>
        <span className={styles.hint}>
          <Trans>or drop it here</Trans>
          {types && <> · {types}</>}
          {largest && <> · {t`up to ${largest}`}</>}
        </span>
      </DropZone>
      {file && (
        <div className={styles.chosen}>
          <span>{file.name}</span>
          <span className={styles.size}>{size(file.size)}</span>
          <Button variant="link" size="small" aria-label={t`Remove ${fileName}`} onPress={() => onFile(undefined)}>
            <Trans>Remove</Trans>
          </Button>
        </div>
      )}
      <div role="alert" className={styles.error}>
        {problem === 'type' && <Trans>This file type is not accepted. Use {types}.</Trans>}
        {problem === 'size' && <Trans>The file is larger than {largest}.</Trans>}
      </div>
    </div>
  );
}
