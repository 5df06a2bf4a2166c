import { useLingui } from '@lingui/react/macro';
import type { Term } from '@paydeck/api-client';
import { Dialog } from '@paydeck/ui';
import { TermsList } from './TermsList';

export interface TermsDialogProps {
  terms: readonly Term[] | null;
  onAccept: () => void;
  onDecline: () => void;
  busy: boolean;
  error?: string | undefined;
}

/** The terms list as a popup (identity spec 2.5), for a TE answer met while signed in. */
export function TermsDialog({ terms, onAccept, onDecline, busy, error }: TermsDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog
      title={t`Terms`}
      isOpen={terms !== null}
      isDismissable={false}
      onOpenChange={(open) => !open && onDecline()}
    >
      {terms && (
        <TermsList terms={terms} onAccept={onAccept} onDecline={onDecline} busy={busy} error={error} headingLevel={2} />
      )}
    </Dialog>
  );
}
