// @vitest-environment node
import { qrMatrix } from './qrPath';

test('draws one square per dark module, finder patterns included', () => {
  const { size, path } = qrMatrix('https://paydeck.example/approve?key=abc');
  expect(size).toBeGreaterThanOrEqual(21);
  expect((size - 17) % 4).toBe(0); // QR versions grow by 4 modules from 21
  // The top-left finder pattern: its corner and the centre of its 3×3 core are dark, the ring between is light.
  expect(path).toContain('M0 0h1v1h-1z');
  expect(path).toContain('M3 3h1v1h-1z');
  expect(path).not.toContain('M1 1h1v1h-1z');
});

test('a longer text needs a bigger code', () => {
  expect(qrMatrix('x'.repeat(200)).size).toBeGreaterThan(qrMatrix('x').size);
});
