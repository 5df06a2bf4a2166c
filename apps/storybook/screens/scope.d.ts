/** The package whose stories this run covers ('' for every package's); vitest.config.ts defines it. */
declare const __STORIES_PACKAGE__: string;
