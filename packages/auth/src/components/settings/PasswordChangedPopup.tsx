import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog } from '@paydeck/ui';
import { type passwordChangeOutcome, passwordChangedTexts } from '../../runtime/push-events';

/** The success-approval popup of a password change, or "Confirmation canceled". */
export function PasswordChangedPopup({
  outcome,
  onClose,
}: {
  outcome: ReturnType<typeof passwordChangeOutcome>;
  onClose: () => void;
}) {
  const { i18n } = useLingui();
  return (
    <Dialog
      title={i18n._(passwordChangedTexts.title)}
      role={outcome.ok ? 'dialog' : 'alertdialog'}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      actions={
        <Button onPress={onClose}>
          <Trans>OK</Trans>
        </Button>
      }
    >
      {outcome.paragraphs.map((paragraph) => (
        <p key={paragraph.id}>{i18n._(paragraph)}</p>
      ))}
    </Dialog>
  );
}
