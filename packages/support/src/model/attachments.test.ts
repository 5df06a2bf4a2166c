import { describe, expect, it } from 'vitest';
import { ATTACHMENT_MAX_BYTES, attachmentProblem, sniffAttachment } from './attachments';

const bytes = (...values: number[]) => new Uint8Array(values);
const pdf = new TextEncoder().encode('%PDF-1.7 ...');

describe('attachments: content and size', () => {
  it.each([
    ['a PDF', pdf, 'application/pdf'],
    ['a PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0), 'image/png'],
    ['a JPEG', bytes(0xff, 0xd8, 0xff, 0xe0), 'image/jpeg'],
    ['a GIF', new TextEncoder().encode('GIF89a'), 'image/gif'],
    ['HTML named .pdf', new TextEncoder().encode('<html><script>'), null],
    ['an executable', bytes(0x4d, 0x5a, 0x90), null],
    ['a truncated PNG header', bytes(0x89, 0x50, 0x4e), null],
  ])('%s is %s', (_, head, type) => {
    expect(sniffAttachment(head)).toBe(type);
  });

  it.each([
    [0, pdf, 'empty'],
    [1, pdf, null],
    [ATTACHMENT_MAX_BYTES, pdf, null],
    [ATTACHMENT_MAX_BYTES + 1, pdf, 'tooLarge'],
    [100, bytes(1, 2, 3), 'type'],
  ])('%i bytes: %s', (size, head, problem) => {
    expect(attachmentProblem(size, head)).toBe(problem);
  });
});
