import { useLingui } from '@lingui/react/macro';
import { Checkbox } from '@paydeck/ui';
import type { Draft } from '../../model/draft';
import { setOwners } from '../../model/draft-rules';
import * as styles from '../business.css';
import { personName } from './hub-text';

/**
 * The root company's ultimate beneficial owners (the draft's `owners`): a box for each person already entered.
 * Someone who is only an owner and is unticked leaves the draft (spec 4.4: persons no longer referenced go).
 */
export function OwnersPicker({ draft, update }: { draft: Draft; update: (change: (draft: Draft) => Draft) => void }) {
  const { t, i18n } = useLingui();
  if (draft.persons.length === 0) return null;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t`Ultimate beneficial owners`}</legend>
      <p className={styles.muted}>
        {t`The people who in the end own or control the company, directly or through other companies.`}
      </p>
      {draft.persons.map((person) => (
        <Checkbox
          key={person.id}
          isSelected={draft.owners.includes(person.id)}
          onChange={(owner) =>
            update((now) =>
              setOwners(now, owner ? [...now.owners, person.id] : now.owners.filter((id) => id !== person.id)),
            )
          }
        >
          {personName(i18n, person)}
        </Checkbox>
      ))}
    </fieldset>
  );
}
