import type { Term } from '@paydeck/api-client';
import { create } from 'zustand';

/** Terms the server asked to accept (a TE answer): the terms dialog shows them until accepted. */
export const useTermsStore = create<{ pending: readonly Term[] | null }>(() => ({ pending: null }));

export function openTerms(terms: readonly Term[]): void {
  if (terms.length > 0) useTermsStore.setState({ pending: terms });
}

export function closeTerms(): void {
  useTermsStore.setState({ pending: null });
}
