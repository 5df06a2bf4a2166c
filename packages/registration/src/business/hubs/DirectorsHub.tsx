import { useLingui } from '@lingui/react/macro';
import { directorsOf } from '../../model/draft-rules';
import { isComplete, PersonRules } from '../../model/form-rules';
import { addExistingPerson, addNewPerson, removePerson } from './hub-changes';
import { personName } from './hub-text';
import type { HubProps } from './hub-types';
import { levelParam } from './hub-types';
import { AddPerson } from './AddPerson';
import { HubList } from './HubList';
import * as styles from '../business.css';

/** directorsHub: the directors of the root company, or of a company shareholder (at least one each). */
export function DirectorsHub({ draft, level, update, open, newId }: HubProps) {
  const { t, i18n } = useLingui();
  const directors = directorsOf(draft, level);
  const ids = new Set(directors.map((person) => person.id));
  const edit = (person: string) => open({ screen: 'personForm', role: 'director', ...levelParam(level), person });
  return (
    <div className={styles.hub}>
      <HubList
        headingLevel={level === null ? 3 : 4}
        label={t`Directors`}
        rows={directors.map((person) => ({
          key: person.id,
          name: personName(i18n, person),
          detail: person.email || undefined,
          problem: isComplete(PersonRules, person) ? undefined : t`Some details are missing: open to complete them.`,
        }))}
        emptyTitle={t`No directors yet`}
        emptyText={t`Every company needs at least one director.`}
        onEdit={edit}
        onRemove={(id) => update((draft) => removePerson(draft, 'director', level, id))}
      />
      <AddPerson
        addLabel={t`Add a director`}
        existingLabel={t`Or choose someone already entered`}
        candidates={draft.persons.filter((person) => !ids.has(person.id))}
        onAddNew={() => {
          const id = newId();
          update((draft) => addNewPerson(draft, 'director', level, id));
          edit(id);
        }}
        onAddExisting={(id) => update((draft) => addExistingPerson(draft, 'director', level, id))}
      />
    </div>
  );
}
