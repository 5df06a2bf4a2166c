import { Trans, useLingui } from '@lingui/react/macro';
import { Button, StatusBadge } from '@paydeck/ui';
import { useState } from 'react';
import type { CompanyUser } from '../../api/company-access';
import * as styles from '../common/common.css';
import { useAction } from '../common/useAction';
import { accessRightLabel } from '../company/company-text';
import { AccessRightSelect } from './AccessRightSelect';
import { useAssignableRights } from './assignable-rights-context';
import { CompanyUserDetails } from './CompanyUserDetails';

export interface CompanyUserActions {
  updateRights: (id: number, accessRights: number) => Promise<unknown>;
  resend: (id: number) => Promise<unknown>;
  /** One user's details, read from the server (businessAuthorisedUserGet). */
  loadUser: (id: number) => Promise<CompanyUser>;
}

/** The company's users with their rights; a person with full access changes them and resends activations. */
export function CompanyUsersList({
  users,
  canManage,
  actions,
}: {
  users: readonly CompanyUser[];
  canManage: boolean;
  actions: CompanyUserActions;
}) {
  const { t } = useLingui();
  if (users.length === 0) {
    return (
      <p className={styles.muted}>
        <Trans>No users yet.</Trans>
      </p>
    );
  }
  return (
    <ul className={styles.list} aria-label={t`Company users`}>
      {users.map((user) => (
        <UserRow key={user.id} user={user} canManage={canManage} actions={actions} />
      ))}
    </ul>
  );
}

function UserRow({ user, canManage, actions }: { user: CompanyUser; canManage: boolean; actions: CompanyUserActions }) {
  const { t, i18n } = useLingui();
  const [rights, setRights] = useState(user.accessRights);
  const save = useAction(actions.updateRights);
  const resend = useAction(actions.resend);
  const [resent, setResent] = useState(false);
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
  const assignable = useAssignableRights();
  // a right the server does not let be given (5, uploading) is shown as words, never changed here
  const changeable = canManage && assignable.includes(user.accessRights);
  return (
    <li className={styles.row}>
      <div className={styles.rowMain}>
        <span className={styles.strong}>{name}</span>
        <span className={styles.muted}>{user.email}</span>
        {changeable ? (
          <form
            className={styles.step}
            aria-label={t`Access of ${name}`}
            onSubmit={(event) => {
              event.preventDefault();
              void save.start(user.id, rights);
            }}
          >
            <AccessRightSelect label={t`Access of ${name}`} value={rights} onChange={setRights} />
            <Button
              type="submit"
              size="small"
              variant="secondary"
              isLoading={save.pending}
              isDisabled={rights === user.accessRights}
            >
              <Trans>Save</Trans>
            </Button>
          </form>
        ) : (
          <span>{i18n._(accessRightLabel(user.accessRights))}</span>
        )}
        {(save.error ?? resend.error) && (
          <span role="alert" className={styles.reason}>
            {save.error ?? resend.error}
          </span>
        )}
        {resent && (
          <span role="status" className={styles.muted}>
            <Trans>A new activation link is on its way to {user.email}.</Trans>
          </span>
        )}
      </div>
      <span className={styles.facts}>
        <CompanyUserDetails name={name} load={() => actions.loadUser(user.id)} />
        {user.status === 'active' ? (
          <StatusBadge tone="success">
            <Trans>Active</Trans>
          </StatusBadge>
        ) : (
          <StatusBadge tone="warning">
            <Trans>Not activated</Trans>
          </StatusBadge>
        )}
        {canManage && user.status === 'pending' && (
          <Button
            size="small"
            variant="secondary"
            isLoading={resend.pending}
            onPress={async () => setResent(await resend.start(user.id))}
          >
            <Trans>Resend the activation link</Trans>
          </Button>
        )}
      </span>
    </li>
  );
}
