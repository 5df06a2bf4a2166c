import { entryScriptOf, isNewVersion } from '../model/version';

/** The application checks for updates every 60000 ms (identity spec 4.2). */
export const UPDATE_CHECK_INTERVAL_MS = 60_000;

export interface VersionCheckOptions {
  /** The entry script this page runs. */
  current: string | undefined;
  fetchIndex: () => Promise<string>;
  onNewVersion: () => void;
  intervalMs?: number;
}

/** Polls index.html; tells once when its entry script changed (a new build is deployed). */
export function startVersionCheck({
  current,
  fetchIndex,
  onNewVersion,
  intervalMs = UPDATE_CHECK_INTERVAL_MS,
}: VersionCheckOptions): () => void {
  if (!current) return () => {};
  const timer = setInterval(async () => {
    try {
      if (isNewVersion(current, entryScriptOf(await fetchIndex()))) {
        clearInterval(timer);
        onNewVersion();
      }
    } catch {
      // offline or a deployment in progress: try again next time
    }
  }, intervalMs);
  return () => clearInterval(timer);
}

/**
 * The entry script this page runs: Vite's module script, or on a prerendered public page the entry its boot
 * module starts after the first paint (`data-entry`, apps/web prerender-head.ts).
 */
export const currentEntryScript = (doc: Pick<Document, 'querySelector'> = document) => {
  const script = doc.querySelector<HTMLScriptElement>('script[type="module"][src]');
  return script?.dataset.entry ?? script?.getAttribute('src') ?? undefined;
};

export const fetchIndexHtml = async () => {
  const response = await fetch('/index.html', { cache: 'no-store', headers: { Accept: 'text/html' } });
  if (!response.ok) throw new Error(`index.html: ${response.status}`);
  return response.text();
};
