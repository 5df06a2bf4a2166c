/**
 * Which packages' stories one run covers: `STORIES_PACKAGE` names one package (a package's own `test:stories`,
 * scripts/test-stories.ts), several separated by commas (the batch of a run with many to do,
 * scripts/stories-batch.ts), or none for every package's.
 */
export const storiesPackages: string[] = (process.env.STORIES_PACKAGE ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter((name) => name !== '');

/** The folder part of a glob under packages/ that matches those packages ('*' for every one). */
export const storiesPackagesGlob =
  storiesPackages.length === 0
    ? '*'
    : storiesPackages.length === 1
      ? storiesPackages[0]
      : `{${storiesPackages.join(',')}}`;

/** A name for what the run covers, for its own folders: the package, 'batch' or 'all'. */
export const storiesScopeName =
  storiesPackages.length === 0 ? 'all' : storiesPackages.length === 1 ? storiesPackages[0] : 'batch';
