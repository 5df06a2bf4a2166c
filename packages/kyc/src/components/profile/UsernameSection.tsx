import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { pageLayout } from '@paydeck/accounts';
import { isValidEmail } from '@paydeck/auth';
import { Button, StatusBadge, type StatusTone, TextField } from '@paydeck/ui';
import { useState } from 'react';
import type { UsernameChange } from '../../api/emails';
import * as styles from '../common/common.css';
import { useAction } from '../common/useAction';

const statusText: Record<UsernameChange['status'], { label: MessageDescriptor; tone: StatusTone }> = {
  pending: { label: msg`Waiting for confirmation`, tone: 'info' },
  active: { label: msg`Changed`, tone: 'success' },
  failed: { label: msg`Failed`, tone: 'danger' },
};

export interface UsernameActions {
  request: (desiredUsername: string) => Promise<unknown>;
  confirm: (requestId: number, code: string) => Promise<unknown>;
  remove: (requestId: number) => Promise<unknown>;
}

/** The sign-in e-mail (username) change: request it, confirm the code sent to the new address, or cancel it. */
export function UsernameSection({
  login,
  request,
  actions,
}: {
  login: string;
  request: UsernameChange | null;
  actions: UsernameActions;
}) {
  const { t, i18n } = useLingui();
  const [desired, setDesired] = useState('');
  const [code, setCode] = useState('');
  const [tried, setTried] = useState(false);
  const ask = useAction(actions.request);
  const confirm = useAction(actions.confirm);
  const remove = useAction(actions.remove);
  const badEmail = tried && (desired.trim() === '' || !isValidEmail(desired.trim()));
  const failure = ask.error ?? confirm.error ?? remove.error;
  return (
    <section className={pageLayout.section} aria-labelledby="profile-username">
      <h2 id="profile-username" className={pageLayout.subtitle}>
        <Trans>Sign-in e-mail</Trans>
      </h2>
      <p className={pageLayout.text}>
        <Trans>You sign in as {login}.</Trans>
      </p>
      {request && (
        <div className={styles.row}>
          <div className={styles.rowMain}>
            <span className={styles.strong}>{request.desiredUsername}</span>
            {request.logs.map((log) => (
              <span key={`${log.at}-${log.status}`} className={styles.muted}>
                {log.message ?? log.status}
              </span>
            ))}
          </div>
          <StatusBadge tone={statusText[request.status].tone}>{i18n._(statusText[request.status].label)}</StatusBadge>
        </div>
      )}
      {request?.status === 'pending' ? (
        <form
          className={styles.form}
          noValidate
          aria-label={t`Confirm the new sign-in e-mail`}
          onSubmit={(event) => {
            event.preventDefault();
            if (code.trim()) void confirm.start(request.requestId, code.trim());
          }}
        >
          <TextField
            label={t`Code from the e-mail`}
            value={code}
            onChange={setCode}
            autoComplete="one-time-code"
            isRequired
          />
          <span className={styles.steps}>
            <Button type="submit" isLoading={confirm.pending}>
              <Trans>Confirm</Trans>
            </Button>
            <Button variant="secondary" isLoading={remove.pending} onPress={() => void remove.start(request.requestId)}>
              <Trans>Cancel the change</Trans>
            </Button>
          </span>
        </form>
      ) : (
        <form
          className={styles.form}
          noValidate
          aria-label={t`Change the sign-in e-mail`}
          onSubmit={async (event) => {
            event.preventDefault();
            setTried(true);
            if (desired.trim() && isValidEmail(desired.trim()) && (await ask.start(desired.trim()))) {
              setDesired('');
              setTried(false);
            }
          }}
        >
          <TextField
            label={t`New sign-in e-mail`}
            type="email"
            value={desired}
            onChange={setDesired}
            autoComplete="email"
            isRequired
            isInvalid={badEmail}
            errorMessage={badEmail ? t`Enter a valid e-mail address.` : undefined}
          />
          <div>
            <Button type="submit" isLoading={ask.pending}>
              <Trans>Change the e-mail</Trans>
            </Button>
          </div>
        </form>
      )}
      {failure && (
        <p role="alert" className={styles.reason}>
          {failure}
        </p>
      )}
    </section>
  );
}
