import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog } from '@paydeck/ui';
import { useState } from 'react';
import { hasDraftContent, useDraftStore } from '../model/draft-store';
import * as styles from './registration.css';

/**
 * Where the registration draft is kept (this browser) and how to clear it (issue 15). Clearing asks the spec's
 * confirmation (section 8) first. Shown on every business registration screen.
 */
export function DraftNotice({ onCleared }: { onCleared?: () => void }) {
  const { t } = useLingui();
  const hasContent = useDraftStore((state) => hasDraftContent(state.draft));
  const clear = useDraftStore((state) => state.clear);
  const [asking, setAsking] = useState(false);
  return (
    <section className={styles.notice} aria-label={t`Your saved answers`}>
      <p className={styles.text}>
        <Trans>
          Your answers are saved in this browser only, as you go, until you send them or clear them. On a shared
          computer, clear them when you leave.
        </Trans>
      </p>
      <Button variant="secondary" size="small" isDisabled={!hasContent} onPress={() => setAsking(true)}>
        <Trans>Clear the saved answers</Trans>
      </Button>
      <Dialog
        role="alertdialog"
        title={t`Clear the saved answers`}
        isOpen={asking}
        onOpenChange={setAsking}
        actions={(close) => (
          <>
            <Button variant="secondary" onPress={close}>
              <Trans>Keep them</Trans>
            </Button>
            <Button
              variant="danger"
              onPress={() => {
                clear();
                close();
                onCleared?.();
              }}
            >
              <Trans>Clear</Trans>
            </Button>
          </>
        )}
      >
        <p className={styles.text}>
          <Trans>You are about to clear all the information entered. Are you sure?</Trans>
        </p>
      </Dialog>
    </section>
  );
}
