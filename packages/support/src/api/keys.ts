/** Query keys of this package. */
export const supportKeys = {
  all: ['support'] as const,
  tickets: () => [...supportKeys.all, 'tickets'] as const,
  proxyTickets: () => [...supportKeys.all, 'proxy-tickets'] as const,
  stats: () => [...supportKeys.all, 'stats'] as const,
  agent: () => [...supportKeys.all, 'agent'] as const,
  identity: () => [...supportKeys.all, 'identity'] as const,
  fields: () => [...supportKeys.all, 'fields'] as const,
  conversations: (id: string) => [...supportKeys.all, 'conversations', id] as const,
  threadList: (id: string) => [...supportKeys.all, 'thread-list', id] as const,
  /** The last two messages; keyed by the last thread so a new message asks again. */
  preview: (id: string, lastThreadId: string) => [...supportKeys.all, 'preview', id, lastThreadId] as const,
};
