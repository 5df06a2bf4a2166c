import { useLingui } from '@lingui/react/macro';
import { type AttachmentProblem, ATTACHMENTS_PER_MESSAGE, attachmentProblem } from '../model/attachments';
import * as styles from './support.css';

export interface PickedFile {
  name: string;
  /** Base64 of the content. */
  content: string;
}

const base64 = (bytes: Uint8Array) => {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
};

/** Reads the files, checking each by content and size; answers the good ones and the refused names. */
export async function readFiles(
  files: File[],
): Promise<{ picked: PickedFile[]; refused: [string, AttachmentProblem][] }> {
  const picked: PickedFile[] = [];
  const refused: [string, AttachmentProblem][] = [];
  for (const file of files) {
    const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
    const problem = attachmentProblem(file.size, head);
    if (problem) refused.push([file.name, problem]);
    else picked.push({ name: file.name, content: base64(new Uint8Array(await file.arrayBuffer())) });
  }
  return { picked, refused };
}

export function AttachmentPicker({
  id,
  onPick,
  refused,
}: {
  id: string;
  onPick: (files: File[]) => void;
  refused: [string, AttachmentProblem][];
}) {
  const { t } = useLingui();
  const word = (problem: AttachmentProblem) =>
    problem === 'empty'
      ? t`is empty`
      : problem === 'tooLarge'
        ? t`is larger than 10 MB`
        : t`is not a PDF, PNG, JPEG or GIF`;
  return (
    <div className={styles.label}>
      <label
        htmlFor={id}
      >{t`Attach files (PDF, PNG, JPEG or GIF, up to 10 MB, at most ${ATTACHMENTS_PER_MESSAGE})`}</label>
      <input
        id={id}
        type="file"
        multiple
        accept="application/pdf,image/png,image/jpeg,image/gif"
        onChange={(event) => onPick([...(event.currentTarget.files ?? [])].slice(0, ATTACHMENTS_PER_MESSAGE))}
      />
      {refused.map(([name, problem]) => (
        <p key={name} className={styles.error} role="alert">
          {name}: {word(problem)}
        </p>
      ))}
    </div>
  );
}
