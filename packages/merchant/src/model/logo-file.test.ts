import { LOGO_MAX_BYTES, logoProblem } from './logo-file';

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);
const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]);
const svg = new TextEncoder().encode('<svg xml');

describe('a logo file (by content and size)', () => {
  it.each([
    ['a PNG', png, 20_000, null],
    ['a JPEG at the limit', jpeg, LOGO_MAX_BYTES, null],
    ['a JPEG one byte over', jpeg, LOGO_MAX_BYTES + 1, 'size'],
    ['a PDF named logo.png', pdf, 20_000, 'type'],
    ['an SVG', svg, 2_000, 'type'],
    ['an empty file', new Uint8Array(), 0, 'type'],
  ])('%s: %s', (_name, head, size, problem) => {
    expect(logoProblem(head, size)).toBe(problem);
  });
});
