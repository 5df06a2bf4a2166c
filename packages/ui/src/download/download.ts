/**
 * Saving a file without leaving the page: a link the server generated (a plain GET) or bytes the app already holds
 * (an attachment fetched as base64). The one place that clicks a hidden `<a download>`.
 */

/** Saves the file behind `url` under `fileName`. */
export function saveUrl(url: string, fileName: string): void {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

/** How long an object URL lives after its click: the browser has begun the download by then. */
const objectUrlLifetimeMs = 10_000;

/** Saves bytes (or base64 text) of the given type under `fileName`. */
export function saveBytes(content: Uint8Array | { base64: string }, type: string, fileName: string): void {
  const bytes = content instanceof Uint8Array ? content : Uint8Array.from(atob(content.base64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type }));
  saveUrl(url, fileName);
  setTimeout(() => URL.revokeObjectURL(url), objectUrlLifetimeMs);
}
