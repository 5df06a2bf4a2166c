import { Trans } from '@lingui/react/macro';
import { Button, Dialog } from '@paydeck/ui';
import { type ReactNode, useState } from 'react';
import * as styles from '../common/common.css';
import { useAction } from '../common/useAction';

/** A destructive action asked twice: the button opens a dialog naming what goes, "Yes" runs it. */
export function ConfirmButton({
  label,
  question,
  onConfirm,
}: {
  label: string;
  question: ReactNode;
  onConfirm: () => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  const run = useAction(onConfirm);
  return (
    <>
      <Button size="small" variant="secondary" onPress={() => setOpen(true)}>
        {label}
      </Button>
      <Dialog
        title={label}
        role="alertdialog"
        isOpen={open}
        onOpenChange={setOpen}
        actions={(close) => (
          <>
            <Button variant="secondary" onPress={close}>
              <Trans>No, keep it</Trans>
            </Button>
            <Button
              variant="danger"
              isLoading={run.pending}
              onPress={async () => {
                if (await run.start()) close();
              }}
            >
              <Trans>Yes</Trans>
            </Button>
          </>
        )}
      >
        <p className={styles.muted}>{question}</p>
        {run.error && (
          <p role="alert" className={styles.reason}>
            {run.error}
          </p>
        )}
      </Dialog>
    </>
  );
}
