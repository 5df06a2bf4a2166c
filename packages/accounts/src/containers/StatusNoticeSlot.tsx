import { type ComponentType, createContext, useContext } from 'react';
import { standalone } from './statusNotice.css';

/** Where a page shows the account's status notice: home tells every state, the others what limits their actions. */
export type StatusNoticePlace = 'home' | 'transfers' | 'cards';

export type StatusNoticeComponent = ComponentType<{ place: StatusNoticePlace; className?: string }>;

const StatusNotice = createContext<StatusNoticeComponent | null>(null);

/**
 * The shell gives the notice (kyc's, which this package may not import) to every signed-in page; pages place it
 * with `StatusNoticeSlot`. Without a provider (stories, tests) the slot shows nothing.
 */
export const StatusNoticeProvider = StatusNotice.Provider;

/**
 * The account's status notice for `place`, when the shell provides one and it has something to say. `standalone`:
 * placed above a page's own layout (it takes the page's width), not inside it.
 */
export function StatusNoticeSlot({
  place,
  standalone: above = false,
}: {
  place: StatusNoticePlace;
  standalone?: boolean;
}) {
  const Notice = useContext(StatusNotice);
  if (!Notice) return null;
  return above ? <Notice place={place} className={standalone} /> : <Notice place={place} />;
}
