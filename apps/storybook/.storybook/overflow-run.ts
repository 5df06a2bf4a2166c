import { activateLocale, i18n, type Locale } from '@paydeck/i18n';
import { overflowAtThisWidth } from './overflow';

/** The widths (px) the overflow check lays each story out at: the narrowest phone, a common one, a desktop. */
export const overflowWidths = [320, 390, 1280] as const;
/** The languages it checks in: the shortest words and among the longest. */
export const overflowLocales: readonly Locale[] = ['en', 'ru'];

// The media queries someone listens to, so a resize can tell them at once (announceResize).
const listenedQueries = new Map<MediaQueryList, number>();
const { addEventListener, removeEventListener, addListener, removeListener } = MediaQueryList.prototype;
const count = (query: MediaQueryList, by: number) => {
  const next = (listenedQueries.get(query) ?? 0) + by;
  if (next > 0) listenedQueries.set(query, next);
  else listenedQueries.delete(query);
};
MediaQueryList.prototype.addEventListener = function (
  this: MediaQueryList,
  ...args: Parameters<typeof addEventListener>
) {
  if (args[0] === 'change') count(this, 1);
  addEventListener.apply(this, args);
};
MediaQueryList.prototype.removeEventListener = function (
  this: MediaQueryList,
  ...args: Parameters<typeof removeEventListener>
) {
  if (args[0] === 'change') count(this, -1);
  removeEventListener.apply(this, args);
};
MediaQueryList.prototype.addListener = function (this: MediaQueryList, listener) {
  count(this, 1);
  addListener.call(this, listener);
};
MediaQueryList.prototype.removeListener = function (this: MediaQueryList, listener) {
  count(this, -1);
  removeListener.call(this, listener);
};

/**
 * The story's frame made `width` px wide (null: as vitest sizes it, `page.viewport`). Its page is laid out at once
 * (CSS media queries apply when the layout is read); the frame itself rather than `page.viewport`, which asks
 * the browser's driver each time.
 */
function resizeFrame(width: number | null): void {
  const frame = window.frameElement as HTMLElement | null;
  if (!frame) throw new Error('The overflow check resizes the frame the stories run in: run them in vitest.');
  frame.style.setProperty('width', width === null ? 'var(--viewport-width)' : `${width}px`);
}

/**
 * What the browser tells scripts in its next frame after a resize (the window's resize, each listened media
 * query's change), told now: a frame is 16 ms, six of them a story were most of the check's time. Telling twice
 * is harmless: a listener reads the size or the query, the same the second time.
 */
function announceResize(): void {
  window.dispatchEvent(new Event('resize'));
  for (const query of listenedQueries.keys()) {
    query.dispatchEvent(new MediaQueryListEvent('change', { matches: query.matches, media: query.media }));
  }
}

/** The next task: a message's (a timer's is clamped to 4 ms or more once nested, and a busy machine stretches it). */
const nextTask = () =>
  new Promise<void>((done) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => done();
    channel.port2.postMessage(null);
  });

/**
 * Until React has committed what those events or a language switch changed: its scheduler renders in a message
 * task posted when they were told (an update outside a transition renders in one go, not sliced).
 */
async function rendered(): Promise<void> {
  await nextTask();
  await nextTask();
}

/**
 * The problems at this width, looked at again after a frame when there are some: what reacts in the frame (a
 * resize observer: a row that becomes a region only when it overflows) has had its say. A page without problems,
 * nearly every one, costs no frame.
 */
async function lastingProblems(): Promise<string[]> {
  if (overflowAtThisWidth().length === 0) return [];
  await new Promise((done) => requestAnimationFrame(done));
  await rendered();
  return overflowAtThisWidth();
}

/**
 * The rendered story laid out again at each width, in each language (switched in place: the story keeps its
 * state, only its words change), and checked (overflow.ts); the problems, each labelled with its language and
 * width. Scrollbars are hidden meanwhile, as a phone's overlay ones take no width. Puts back the page's size.
 */
export async function overflowProblems(): Promise<string[]> {
  const problems: string[] = [];
  const noScrollbars = document.createElement('style');
  noScrollbars.textContent = 'html { scrollbar-width: none; }';
  document.head.append(noScrollbars);
  const current = overflowLocales.find((locale) => i18n.locale === locale);
  const locales = current ? [current, ...overflowLocales.filter((locale) => locale !== current)] : overflowLocales;
  try {
    for (const [index, locale] of locales.entries()) {
      if (i18n.locale !== locale) {
        await activateLocale(locale);
        await rendered();
      }
      // Back and forth (1280, 390, 320 then 320, 390, 1280): one resize fewer per language.
      const widths = index % 2 === 0 ? [...overflowWidths].reverse() : overflowWidths;
      for (const width of widths) {
        resizeFrame(width);
        announceResize();
        await rendered();
        for (const problem of await lastingProblems()) problems.push(`${locale} at ${width} px: ${problem}`);
      }
    }
  } finally {
    noScrollbars.remove();
    resizeFrame(null);
    announceResize();
  }
  return problems;
}
