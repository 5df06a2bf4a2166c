import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@paydeck/ui';
import type { EmailStatus } from '../../model/email-status';
import * as styles from '../business.css';
import { DirectorsHub } from '../hubs/DirectorsHub';
import type { HubProps } from '../hubs/hub-types';
import { ShareholdersHub } from '../hubs/ShareholdersHub';
import { UsersHub } from '../hubs/UsersHub';

/** A hub as a step of the registration: its heading and what it asks, the hub at the root company, Back / Next. */
export function HubScreen({
  kind,
  hub,
  useEmailStatus,
  onBack,
  onDone,
}: {
  kind: 'directorsHub' | 'shareholdersHub' | 'usersHub';
  hub: Omit<HubProps, 'level'>;
  /** The users' live e-mail check (usersHub only). */
  useEmailStatus?: (email: string) => EmailStatus | undefined;
  onBack: () => void;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const texts = {
    directorsHub: {
      title: t`Directors`,
      intro: t`Everyone who runs the company as a director. Each needs their personal details.`,
    },
    shareholdersHub: {
      title: t`Shareholders`,
      intro: t`The people and companies that own the company, with their shares. A company holding shares names its own directors and shareholders.`,
    },
    usersHub: {
      title: t`Users`,
      intro: t`The people who will sign in for the company, and what each may do.`,
    },
  }[kind];
  return (
    <section className={styles.form} aria-labelledby={`${kind}-title`}>
      <h2 id={`${kind}-title`} className={styles.subtitle}>
        {texts.title}
      </h2>
      <p className={styles.muted}>{texts.intro}</p>
      {kind === 'directorsHub' && <DirectorsHub {...hub} level={null} />}
      {kind === 'shareholdersHub' && <ShareholdersHub {...hub} level={null} />}
      {kind === 'usersHub' && <UsersHub {...hub} useEmailStatus={useEmailStatus ?? (() => undefined)} />}
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onBack}>
          <Trans>Back</Trans>
        </Button>
        <Button onPress={onDone}>
          <Trans>Next</Trans>
        </Button>
      </div>
    </section>
  );
}
