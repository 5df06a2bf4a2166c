// The card application being filled in: kept in sessionStorage so that a reload loses nothing
// (DESIGN.md: client state that must survive a reload), until it is sent or cancelled, and cleared on
// logout. It belongs to the customer acted for: a company switch does not carry it over.
import { registerLogoutCleanup } from '@paydeck/auth';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { type ApplicationDraft, emptyDraft } from '../model/application';

export const applyDraftStorageKey = 'paydeck.cards.apply-draft';

interface ApplyDraftState {
  /** Whose draft it is: the customer acted for. */
  owner: string | null;
  draft: ApplicationDraft;
  /**
   * The Idempotency-Key of the order being sent, kept with the draft: a reload after a lost answer
   * sends the same order with the same key, and the server books it once.
   */
  idempotencyKey: string | null;
  update: (owner: string, patch: Partial<ApplicationDraft>) => void;
  setIdempotencyKey: (key: string) => void;
  reset: () => void;
}

export const useApplyDraftStore = create<ApplyDraftState>()(
  persist(
    (set) => ({
      owner: null,
      draft: emptyDraft,
      idempotencyKey: null,
      update: (owner, patch) =>
        set((state) =>
          state.owner === owner
            ? { draft: { ...state.draft, ...patch } }
            : { owner, draft: { ...emptyDraft, ...patch }, idempotencyKey: null },
        ),
      setIdempotencyKey: (idempotencyKey) => set({ idempotencyKey }),
      reset: () => set({ owner: null, draft: emptyDraft, idempotencyKey: null }),
    }),
    {
      name: applyDraftStorageKey,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ owner, draft, idempotencyKey }) => ({ owner, draft, idempotencyKey }),
      // A draft stored by an older shape of the form gets the fields it lacks.
      merge: (stored, current) => {
        const saved = (stored ?? {}) as Partial<Pick<ApplyDraftState, 'owner' | 'draft' | 'idempotencyKey'>>;
        return {
          ...current,
          owner: saved.owner ?? null,
          draft: { ...emptyDraft, ...saved.draft },
          idempotencyKey: saved.idempotencyKey ?? null,
        };
      },
    },
  ),
);

registerLogoutCleanup(() => useApplyDraftStore.getState().reset());

/** The draft of `owner` (an empty one when the stored draft is someone else's). */
export function useApplyDraft(owner: string) {
  const draft = useApplyDraftStore((state) => (state.owner === owner ? state.draft : emptyDraft));
  const update = useApplyDraftStore((state) => state.update);
  const reset = useApplyDraftStore((state) => state.reset);
  return { draft, update: (patch: Partial<ApplicationDraft>) => update(owner, patch), reset };
}

/**
 * Idempotency keys for createSubmission: the first is the key of an order sent before a reload, when
 * there is one; later ones (the order changed, or was refused) are new. The container stores the key
 * each order is sent with.
 */
export function storedKeyFirst(newKey: () => string): () => string {
  let first = true;
  return () => {
    const stored = first ? useApplyDraftStore.getState().idempotencyKey : null;
    first = false;
    return stored ?? newKey();
  };
}
