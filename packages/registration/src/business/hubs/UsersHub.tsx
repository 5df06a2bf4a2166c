import { useLingui } from '@lingui/react/macro';
import { ListOption, Select } from '@paydeck/ui';
import { setUser, usersOf } from '../../model/draft-rules';
import type { EmailStatus } from '../../model/email-status';
import { isComplete, PersonRules } from '../../model/form-rules';
import { MAIN_USER_RIGHTS } from '../../model/checks';
import * as styles from '../business.css';
import { EmailStatusBadge } from '../EmailStatusBadge';
import { AddPerson } from './AddPerson';
import { addExistingPerson, addNewPerson, removePerson } from './hub-changes';
import { personName, rightsText, userRights } from './hub-text';
import type { HubProps } from './hub-types';
import { HubList } from './HubList';

/** A user's e-mail and its live status (spec 3: 0 free, 1 taken, 2 checking, 3 employee, -1 failed). */
function UserEmail({
  email,
  useEmailStatus,
}: {
  email: string;
  useEmailStatus: (email: string) => EmailStatus | undefined;
}) {
  const { t } = useLingui();
  const status = useEmailStatus(email);
  return (
    <>
      {email || t`No e-mail yet: a user signs in with it.`}
      <EmailStatusBadge status={status} />
    </>
  );
}

/**
 * usersHub: the persons who will sign in for the company, each with their rights (non-zero; at least one with full
 * access, 2) and an e-mail checked live (free or an employee's).
 */
export function UsersHub({
  draft,
  update,
  open,
  newId,
  useEmailStatus,
}: Omit<HubProps, 'level'> & { useEmailStatus: (email: string) => EmailStatus | undefined }) {
  const { t, i18n } = useLingui();
  const users = usersOf(draft);
  const edit = (person: string) => open({ screen: 'personForm', role: 'user', person });
  const rows = users.map((user) => {
    const name = personName(i18n, user);
    return {
      key: user.id,
      name,
      detail: <UserEmail email={user.email} useEmailStatus={useEmailStatus} />,
      problem: !isComplete(PersonRules, user) ? t`Some details are missing: open to complete them.` : undefined,
      controls: (
        <Select
          label={t`Rights of ${name}`}
          value={user.accessRights === 0 ? null : user.accessRights}
          onChange={(key) => key !== null && update((draft) => setUser(draft, user.id, true, Number(key)))}
          isRequired
          isInvalid={user.accessRights === 0}
          errorMessage={user.accessRights === 0 ? t`Choose what the user may do.` : undefined}
        >
          {userRights.map((right) => (
            <ListOption key={right} id={right} textValue={i18n._(rightsText[right].label)}>
              {i18n._(rightsText[right].label)}
            </ListOption>
          ))}
        </Select>
      ),
    };
  });
  const hasMain = users.some((user) => user.accessRights === MAIN_USER_RIGHTS);
  return (
    <div className={styles.hub}>
      <HubList
        label={t`Users`}
        rows={rows}
        emptyTitle={t`No users yet`}
        emptyText={t`Add at least one person who will sign in with full access.`}
        onEdit={edit}
        onRemove={(id) => update((draft) => removePerson(draft, 'user', null, id))}
      />
      {users.length > 0 && !hasMain && <p className={styles.error}>{t`At least one user needs full access.`}</p>}
      <AddPerson
        addLabel={t`Add a user`}
        existingLabel={t`Or make someone already entered a user`}
        candidates={draft.persons.filter((person) => !person.isUser)}
        onAddNew={() => {
          const id = newId();
          update((draft) => addNewPerson(draft, 'user', null, id));
          edit(id);
        }}
        onAddExisting={(id) => update((draft) => addExistingPerson(draft, 'user', null, id))}
      />
    </div>
  );
}
