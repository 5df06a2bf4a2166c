import { useLingui } from '@lingui/react/macro';
import { Button, ListOption, Select } from '@paydeck/ui';
import type { Person } from '../../model/draft';
import * as styles from '../business.css';
import { personName } from './hub-text';

/**
 * Adding someone to a list: a new person (their form opens), or one already entered elsewhere in the draft (one
 * person, one entry, whatever their roles).
 */
export function AddPerson({
  addLabel,
  existingLabel,
  candidates,
  onAddNew,
  onAddExisting,
}: {
  addLabel: string;
  existingLabel: string;
  /** Persons of the draft who may be added (not in this list yet). */
  candidates: readonly Person[];
  onAddNew: () => void;
  onAddExisting: (personId: string) => void;
}) {
  const { i18n } = useLingui();
  return (
    <div className={styles.addRow}>
      <Button variant="secondary" onPress={onAddNew}>
        {addLabel}
      </Button>
      {candidates.length > 0 && (
        <Select
          label={existingLabel}
          items={candidates.map((person) => ({ id: person.id, name: personName(i18n, person) }))}
          value={null}
          onChange={(key) => key !== null && onAddExisting(String(key))}
        >
          {(item) => <ListOption id={item.id}>{item.name}</ListOption>}
        </Select>
      )}
    </div>
  );
}
