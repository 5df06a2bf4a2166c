import { Trans, useLingui } from '@lingui/react/macro';
import { failureText, type Loadable, LoadableView } from '@paydeck/accounts';
import { Button, Dialog } from '@paydeck/ui';
import { useEffect, useRef, useState } from 'react';
import type { CompanyUser } from '../../api/company-access';
import { accessRightName } from '../../model/assignable-rights';
import { representativeKind } from '../../model/company-representatives';
import * as styles from './company-access.css';
import { accessRightLabel, accessRightText, representativeKindText } from '../company/company-text';

/**
 * One company user's details, read from the server when opened (businessAuthorisedUserGet): who they are, their
 * e-mail, their access right and what it allows, whether they have activated their sign-in.
 */
export function CompanyUserDetails({
  name,
  load,
}: {
  /** The user's name as the list shows it (the dialog's title and the button's). */
  name: string;
  load: () => Promise<CompanyUser>;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [attempt, setAttempt] = useState(0);
  return (
    <>
      <Button size="small" variant="secondary" onPress={() => setOpen(true)} aria-label={t`Details of ${name}`}>
        <Trans>Details</Trans>
      </Button>
      <Dialog title={name} isOpen={open} onOpenChange={setOpen}>
        {open && <UserFacts key={attempt} load={load} onRetry={() => setAttempt((n) => n + 1)} />}
      </Dialog>
    </>
  );
}

/** Reads the user once when shown; "Try again" shows a new one (the parent's key). */
function UserFacts({ load, onRetry }: { load: () => Promise<CompanyUser>; onRetry: () => void }) {
  const { t, i18n } = useLingui();
  const [user, setUser] = useState<Loadable<CompanyUser>>({ kind: 'loading' });
  const once = useRef({ load, i18n });
  useEffect(() => {
    let current = true;
    const { load: read, i18n: words } = once.current;
    read().then(
      (data) => current && setUser({ kind: 'ready', data }),
      (failure: unknown) => current && setUser({ kind: 'failed', message: failureText(failure, words) }),
    );
    return () => {
      current = false;
    };
  }, []);
  return (
    <LoadableView value={user} label={t`Loading the user's details`} onRetry={onRetry}>
      {(data) => {
        const right = accessRightName(data.accessRights);
        return (
          <dl className={styles.details}>
            <dt className={styles.term}>
              <Trans>Role</Trans>
            </dt>
            <dd className={styles.value}>{i18n._(representativeKindText[representativeKind(data.typeId)].one)}</dd>
            <dt className={styles.term}>
              <Trans>E-mail</Trans>
            </dt>
            <dd className={styles.value}>{data.email}</dd>
            <dt className={styles.term}>
              <Trans>Access right</Trans>
            </dt>
            <dd className={styles.value}>
              {i18n._(accessRightLabel(data.accessRights))}
              {right && <span className={styles.hint}>{i18n._(accessRightText[right].description)}</span>}
            </dd>
            <dt className={styles.term}>
              <Trans>Sign-in</Trans>
            </dt>
            <dd className={styles.value}>
              {data.status === 'active' ? t`Activated` : t`Not activated yet: the activation link was sent`}
            </dd>
          </dl>
        );
      }}
    </LoadableView>
  );
}
