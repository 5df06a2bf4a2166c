/** Query keys of this package. */
export const supportKeys = {
  all: ['support'] as const,
  tickets: () => [...supportKeys.all, 'tickets'] as const,
  conversations: (id: string) => [...supportKeys.all, 'conversations', id] as const,
};
