import { Trans, useLingui } from '@lingui/react/macro';
import { Button, QRCode } from '@paydeck/ui';
import type { ApprovalAnswer, LoginError } from '../../login/controller';
import * as styles from '../layout/layout.css';
import { Message } from '../layout/PublicPage';
import { loginErrorText } from './messages';

export interface ApprovalStepProps {
  answer: ApprovalAnswer;
  refused: boolean;
  resent: boolean;
  error: LoginError | null;
  onResend: () => void;
  onCancel: () => void;
}

const deviceType = (type: string) => (type === 'ios' ? 'iOS' : type === 'android' ? 'Android' : type);

/** Waiting for an approval: push (devices, the link as a QR code, re-send) or a new device (e-mail). */
export function ApprovalStep({ answer, refused, resent, error, onResend, onCancel }: ApprovalStepProps) {
  const { t, i18n } = useLingui();
  const isPush = answer.flow === 'push';
  return (
    <section className={styles.form} aria-labelledby="approval-title">
      <h1 id="approval-title" className={styles.title}>
        {isPush ? <Trans>Approve the sign-in on your phone</Trans> : <Trans>Confirm this new device</Trans>}
      </h1>
      {refused ? (
        <Message tone="error">
          <Trans>The sign-in was refused. If it was not you, change your password.</Trans>
        </Message>
      ) : (
        <>
          {answer.flow === 'push' ? (
            <>
              <p className={styles.text}>
                <Trans>We sent a notification to your linked devices. Open it and approve the sign-in.</Trans>
              </p>
              {answer.devices.length > 0 && (
                <ul className={styles.list} aria-label={t`Linked devices`}>
                  {answer.devices.map((device) => (
                    <li key={String(device.id)} className={styles.listItem}>
                      <span>{device.name}</span>
                      <span className={styles.muted}>{deviceType(device.type)}</span>
                    </li>
                  ))}
                </ul>
              )}
              <div className={styles.centered}>
                <QRCode value={answer.link} label={t`QR code to approve the sign-in with the mobile app`} size={176} />
                <p className={styles.muted}>
                  <Trans>Or scan this code with the app.</Trans>
                </p>
              </div>
            </>
          ) : (
            <p className={styles.text}>
              <Trans>
                We do not know this browser yet. We sent you an e-mail: open it and approve the sign-in. This page
                continues by itself.
              </Trans>
            </p>
          )}
          <p role="status" className={styles.muted}>
            {resent ? (
              <Trans>We sent the notification again. Waiting for your approval…</Trans>
            ) : (
              <Trans>Waiting for your approval…</Trans>
            )}
          </p>
        </>
      )}
      {error && <Message tone="error">{loginErrorText(error, i18n)}</Message>}
      <div className={styles.actions}>
        {isPush && !refused && (
          <Button variant="secondary" onPress={onResend}>
            <Trans>Send again</Trans>
          </Button>
        )}
        <Button variant={refused ? 'primary' : 'quiet'} onPress={onCancel}>
          {refused ? <Trans>Sign in again</Trans> : <Trans>Cancel</Trans>}
        </Button>
      </div>
    </section>
  );
}
