import type { Draft } from '../../model/draft';
import type { Level } from '../../model/draft-rules';
import type { BusinessScreen } from '../steps';

/** What every hub gets: the draft, a way to change it (saved at once), and a way to open a person or company. */
export interface HubProps {
  draft: Draft;
  /** The root company (null) or a company shareholder's id. */
  level: Level;
  update: (change: (draft: Draft) => Draft) => void;
  open: (where: BusinessScreen) => void;
  /** Makes a new id for a person or company (the model's newDraftId; fixed in tests and stories). */
  newId: () => string;
}

/** The level as the address records it (absent at the root). */
export const levelParam = (level: Level) => (level === null ? {} : { level });
