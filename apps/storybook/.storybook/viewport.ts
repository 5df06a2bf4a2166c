/**
 * The page size every story test renders at (vitest's default, a phone's). Named here because the test files
 * share one page (vitest.config.ts, `isolate: false`): screens/ resizes it per width and puts this back after.
 */
export const storyViewport = { width: 414, height: 896 } as const;
