// Attachments (decided: the spec names none): PDF, PNG, JPEG or GIF, told by their first bytes (magic numbers),
// not by name or declared type; 1 byte to 10 MB (10,000,000 bytes, file sizes base 1000, payments.md 9). Checked
// both ways: the browser before uploading, the sandbox's helpdesk on upload.
export const ATTACHMENT_MAX_BYTES = 10_000_000;
export const ATTACHMENTS_PER_MESSAGE = 5;
export type AttachmentType = 'application/pdf' | 'image/png' | 'image/jpeg' | 'image/gif';

const signatures: [AttachmentType, number[]][] = [
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]], // %PDF-
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['image/gif', [0x47, 0x49, 0x46, 0x38]], // GIF8
];

/** The type the content says, or null. */
export function sniffAttachment(head: Uint8Array): AttachmentType | null {
  for (const [type, magic] of signatures) {
    if (magic.every((byte, index) => head[index] === byte)) return type;
  }
  return null;
}

export type AttachmentProblem = 'empty' | 'tooLarge' | 'type';

export function attachmentProblem(size: number, head: Uint8Array): AttachmentProblem | null {
  if (size <= 0) return 'empty';
  if (size > ATTACHMENT_MAX_BYTES) return 'tooLarge';
  return sniffAttachment(head) ? null : 'type';
}
