/** Query keys of this package: invalidate by prefix (`contractKeys.all` after any action). */
export const contractKeys = {
  all: ['contracts'] as const,
  list: (query: object) => [...contractKeys.all, 'list', query] as const,
  one: (id: number) => [...contractKeys.all, 'one', id] as const,
};
