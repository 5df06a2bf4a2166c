// @vitest-environment jsdom
import { afterEach, expect, test, vi } from 'vitest';
import { saveBytes, saveUrl } from './download';

afterEach(() => vi.restoreAllMocks());

function clickedAnchors() {
  const clicked: HTMLAnchorElement[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
  return clicked;
}

test('saveUrl clicks one download link with the file name and leaves nothing in the page', () => {
  const clicked = clickedAnchors();
  saveUrl('https://bank.example/api/files/abc', 'statement.pdf');
  expect(clicked).toHaveLength(1);
  expect(clicked[0]?.href).toBe('https://bank.example/api/files/abc');
  expect(clicked[0]?.download).toBe('statement.pdf');
  expect(document.querySelectorAll('a')).toHaveLength(0);
});

test('saveBytes decodes base64 into a blob of the given type and frees its URL afterwards', async () => {
  vi.useFakeTimers();
  const clicked = clickedAnchors();
  const blobs: Blob[] = [];
  const created = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:paydeck/1';
  });
  const revoked = vi.fn();
  Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoked });
  saveBytes({ base64: btoa('hello') }, 'text/plain', 'note.txt');
  expect(clicked[0]?.download).toBe('note.txt');
  expect(blobs[0]?.type).toBe('text/plain');
  expect(await blobs[0]?.text()).toBe('hello');
  expect(revoked).not.toHaveBeenCalled();
  vi.runAllTimers();
  expect(revoked).toHaveBeenCalledWith('blob:paydeck/1');
  vi.useRealTimers();
});
