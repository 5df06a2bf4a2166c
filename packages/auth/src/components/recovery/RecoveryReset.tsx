import { Trans, useLingui } from '@lingui/react/macro';
import { Link, SkeletonGroup } from '@paydeck/ui';
import * as styles from '../layout/layout.css';
import { Message } from '../layout/PublicPage';

export interface RecoveryResetProps {
  state: 'checking' | 'invalid';
  error?: string | undefined;
  restartHref: string;
}

/** Password recovery: the link from the e-mail is being checked, or is no longer valid. */
export function RecoveryReset({ state, error, restartHref }: RecoveryResetProps) {
  const { t } = useLingui();
  return (
    <section className={styles.form} aria-labelledby="reset-title">
      <h1 id="reset-title" className={styles.title}>
        <Trans>Reset your password</Trans>
      </h1>
      {state === 'checking' ? (
        <SkeletonGroup lines={2} label={t`Checking your link`} />
      ) : (
        <>
          <Message tone="error" title={<Trans>This link is not valid any more</Trans>}>
            {error}
          </Message>
          <Link href={restartHref}>
            <Trans>Ask for a new link</Trans>
          </Link>
        </>
      )}
    </section>
  );
}
