import { useLingui } from '@lingui/react/macro';
import { type AttachmentProblem, ATTACHMENTS_PER_MESSAGE, attachmentProblem } from '../model/attachments';
import { FilePicker } from '@paydeck/ui';

export interface PickedFile {
  name: string;
  size: number;
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
    else picked.push({ name: file.name, size: file.size, content: base64(new Uint8Array(await file.arrayBuffer())) });
  }
  return { picked, refused };
}

/** The message's attachments through the kit's file picker; refused files say why. */
export function AttachmentPicker({
  files,
  onPick,
  onRemove,
  refused,
}: {
  files: readonly PickedFile[];
  onPick: (files: File[]) => void;
  onRemove: (index: number) => void;
  refused: [string, AttachmentProblem][];
}) {
  const { t } = useLingui();
  const word = (problem: AttachmentProblem) =>
    problem === 'empty'
      ? t`is empty`
      : problem === 'tooLarge'
        ? t`is larger than 10 MB`
        : t`is not a PDF, PNG, JPEG or GIF`;
  const full = files.length >= ATTACHMENTS_PER_MESSAGE;
  return (
    <FilePicker
      label={t`Attach files`}
      description={t`PDF, PNG, JPEG or GIF, up to 10 MB, at most ${ATTACHMENTS_PER_MESSAGE}`}
      accept={['application/pdf', 'image/png', 'image/jpeg', 'image/gif']}
      allowsMultiple
      files={files}
      isDisabled={full}
      onSelect={(chosen) => onPick(chosen.slice(0, ATTACHMENTS_PER_MESSAGE - files.length))}
      onRemove={onRemove}
      errors={refused.map(([name, problem]) => `${name}: ${word(problem)}`)}
    />
  );
}
