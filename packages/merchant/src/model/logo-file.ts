// A business logo is checked by its content before upload (the sandbox checks again): PNG or JPEG by the file's
// first bytes (never its name or declared type), at most 512 kB.

export const LOGO_MAX_BYTES = 512_000;
export type LogoProblem = 'type' | 'size';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

export const startsWith = (bytes: Uint8Array, magic: readonly number[]): boolean =>
  bytes.length >= magic.length && magic.every((byte, index) => bytes[index] === byte);

/** Why the file cannot be a logo, or null: its type by magic number, then its size. */
export function logoProblem(head: Uint8Array, size: number): LogoProblem | null {
  if (!startsWith(head, PNG) && !startsWith(head, JPEG)) return 'type';
  if (size > LOGO_MAX_BYTES) return 'size';
  return null;
}

/** The first bytes of a chosen file. */
export const fileHead = async (file: Blob): Promise<Uint8Array> => new Uint8Array(await file.slice(0, 8).arrayBuffer());
