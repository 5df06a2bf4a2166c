// The registration draft kept in this browser (identity spec 4.4: "saved locally after each screen change").
// sessionStorage (spec 9, tab-storage.ts), one key: it survives a reload until sent (success clears it), cleared by
// the person or the tab closed. What is written and what is read back both go through DraftSchema: no password or code is ever kept
// (unknown keys are dropped), and a stored draft of another version, or a broken one, is ignored.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { type Draft, DraftSchema, emptyDraft, readDraft } from './draft';
import { normalizeDraft } from './draft-rules';
import { tabStorage } from './tab-storage';
import * as v from 'valibot';

export const draftStorageKey = 'paydeck.registration.draft';

interface DraftState {
  draft: Draft;
  /** Applies a change (a screen saved, a hub changed), normalizes the draft (spec 4.4) and saves it. */
  update: (change: (draft: Draft) => Draft) => void;
  /** Forgets the draft, here and in storage (after the person confirmed, or after a successful submit). */
  clear: () => void;
}

/** The draft a change produced, as it may be stored: parsed (unknown keys such as a password dropped). */
function storable(draft: Draft): Draft {
  return v.parse(DraftSchema, normalizeDraft(draft));
}

export const useDraftStore = create<DraftState>()(
  persist(
    (set) => ({
      draft: emptyDraft(),
      update: (change) => set(({ draft }) => ({ draft: storable(change(draft)) })),
      clear: () => {
        set({ draft: emptyDraft() });
        useDraftStore.persist.clearStorage();
      },
    }),
    {
      name: draftStorageKey,
      storage: createJSONStorage(() => tabStorage(draftStorageKey)),
      partialize: ({ draft }) => ({ draft }),
      merge: (stored, current) => {
        const draft = readDraft((stored as { draft?: unknown } | undefined)?.draft);
        // An ignored draft (another version, broken) is not left behind: it may hold a person's details.
        if (stored !== undefined && stored !== null && draft === null) sessionStorage.removeItem(draftStorageKey);
        return { ...current, draft: draft ? normalizeDraft(draft) : emptyDraft() };
      },
    },
  ),
);

/** The draft now (outside React). */
export const currentDraft = (): Draft => useDraftStore.getState().draft;

/** True when the draft holds anything the person entered (the clear action is offered then). */
export function hasDraftContent(draft: Draft): boolean {
  return JSON.stringify(draft) !== JSON.stringify(emptyDraft());
}
