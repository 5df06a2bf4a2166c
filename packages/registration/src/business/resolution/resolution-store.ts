// The business resolution's choice, kept beside the draft (the same tab's sessionStorage, cleared with it): the directors
// chosen to sign and the resolution made for them. The resolution id is the only key to it (no session).
import * as v from 'valibot';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { tabStorage } from '../../model/tab-storage';

export const resolutionStorageKey = 'paydeck.registration.resolution';

const StoredSchema = v.object({
  chosen: v.optional(v.array(v.pipe(v.string(), v.maxLength(64))), []),
  resolutionId: v.optional(v.nullable(v.pipe(v.string(), v.uuid())), null),
});
type Stored = v.InferOutput<typeof StoredSchema>;

interface ResolutionState extends Stored {
  toggle: (personId: string) => void;
  made: (resolutionId: string) => void;
  clear: () => void;
}

const empty = (): Stored => ({ chosen: [], resolutionId: null });

export const useResolutionStore = create<ResolutionState>()(
  persist(
    (set) => ({
      ...empty(),
      toggle: (personId) =>
        set(({ chosen }) => ({
          chosen: chosen.includes(personId) ? chosen.filter((id) => id !== personId) : [...chosen, personId],
        })),
      made: (resolutionId) => set({ resolutionId }),
      clear: () => {
        set(empty());
        useResolutionStore.persist.clearStorage();
      },
    }),
    {
      name: resolutionStorageKey,
      storage: createJSONStorage(() => tabStorage(resolutionStorageKey)),
      partialize: ({ chosen, resolutionId }) => ({ chosen, resolutionId }),
      merge: (stored, current) => {
        const parsed = v.safeParse(StoredSchema, stored);
        return { ...current, ...(parsed.success ? parsed.output : empty()) };
      },
    },
  ),
);
