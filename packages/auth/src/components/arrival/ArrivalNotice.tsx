import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog } from '@paydeck/ui';

export interface ArrivalNoticeProps {
  /** The signed-in person's name and login, as the server knows them. */
  name: string;
  login: string;
  onContinue: () => void;
  onNotMe: () => void;
}

/**
 * Shown on arrival after an entry link signed the person in (identity spec 2.2, `code` + `codeVerifier`):
 * whose account this is, so a person signed into someone else's by a crafted link notices and leaves.
 * An alert dialog that only the two answers close (not Escape or a click outside).
 */
export function ArrivalNotice({ name, login, onContinue, onNotMe }: ArrivalNoticeProps) {
  const { t } = useLingui();
  return (
    <Dialog
      title={t`Is this your account?`}
      role="alertdialog"
      isOpen
      isDismissable={false}
      onOpenChange={(open) => !open && onContinue()}
      actions={
        <>
          <Button variant="secondary" onPress={onNotMe}>
            <Trans>This is not me: sign out</Trans>
          </Button>
          <Button onPress={onContinue}>
            <Trans>Continue as {name}</Trans>
          </Button>
        </>
      }
    >
      <p>
        <Trans>
          A link signed you in as <strong>{name}</strong> ({login}).
        </Trans>
      </p>
      <p>
        <Trans>If this is not your account, sign out now and do not enter any details.</Trans>
      </p>
    </Dialog>
  );
}
