/** The packages whose stories this run covers (none: every package's); vitest.config.ts defines it. */
declare const __STORIES_PACKAGES__: string[];
