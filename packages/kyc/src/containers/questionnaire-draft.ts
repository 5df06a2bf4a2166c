// The KYC questionnaire being answered: kept in sessionStorage so that a reload loses nothing (DESIGN.md), until it
// is sent, and cleared on logout. It belongs to one customer: someone else signing in starts afresh.
import { registerLogoutCleanup } from '@paydeck/auth';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { emptyQuestionnaire, type QuestionnaireDraft } from '../model/questionnaire';

export const questionnaireStorageKey = 'paydeck.kyc.questionnaire';

interface DraftState {
  owner: string | null;
  draft: QuestionnaireDraft;
  save: (owner: string, draft: QuestionnaireDraft) => void;
  reset: () => void;
}

export const useQuestionnaireStore = create<DraftState>()(
  persist(
    (set) => ({
      owner: null,
      draft: emptyQuestionnaire,
      save: (owner, draft) => set({ owner, draft }),
      reset: () => set({ owner: null, draft: emptyQuestionnaire }),
    }),
    {
      name: questionnaireStorageKey,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ owner, draft }) => ({ owner, draft }),
      merge: (stored, current) => {
        const saved = (stored ?? {}) as Partial<Pick<DraftState, 'owner' | 'draft'>>;
        return { ...current, owner: saved.owner ?? null, draft: { ...emptyQuestionnaire, ...saved.draft } };
      },
    },
  ),
);

registerLogoutCleanup(() => useQuestionnaireStore.getState().reset());

/** The stored answers of `owner` (empty when the stored ones are someone else's). */
export function storedQuestionnaire(owner: string): QuestionnaireDraft {
  const state = useQuestionnaireStore.getState();
  return state.owner === owner ? state.draft : emptyQuestionnaire;
}
