import { Trans } from '@lingui/react/macro';
import { Button } from '@paydeck/ui';
import * as styles from '../layout/layout.css';
import { Message } from '../layout/PublicPage';

export type SeiState =
  | { kind: 'asking' }
  | { kind: 'approving' }
  | { kind: 'redirecting' }
  | { kind: 'failed'; message: string }
  | { kind: 'invalid' };

export interface SeiAuthorizeProps {
  state: SeiState;
  /** Who signed in: the account the partner gets access to. */
  accountName: string;
  onApprove: () => void;
  onDecline: () => void;
}

/** An OAuth-style authorisation asked by a partner site (auth/sei): approve or decline. */
export function SeiAuthorize({ state, accountName, onApprove, onDecline }: SeiAuthorizeProps) {
  return (
    <section className={styles.section} aria-labelledby="sei-title">
      <h2 id="sei-title" className={styles.subtitle}>
        <Trans>Allow access to your account?</Trans>
      </h2>
      {state.kind === 'invalid' ? (
        <Message tone="error">
          <Trans>This authorisation request is incomplete.</Trans>
        </Message>
      ) : (
        <p className={styles.text}>
          <Trans>
            A partner site asks to act for <strong>{accountName}</strong>. Approve only if you started this from that
            site.
          </Trans>
        </p>
      )}
      {state.kind === 'redirecting' && (
        <Message tone="success">
          <Trans>Approved. Taking you back to the partner site…</Trans>
        </Message>
      )}
      {state.kind === 'failed' && <Message tone="error">{state.message}</Message>}
      <div className={styles.actions}>
        <Button
          onPress={onApprove}
          isLoading={state.kind === 'approving'}
          isDisabled={state.kind === 'invalid' || state.kind === 'redirecting'}
        >
          <Trans>Approve</Trans>
        </Button>
        <Button
          variant="secondary"
          onPress={onDecline}
          isDisabled={state.kind === 'approving' || state.kind === 'redirecting'}
        >
          <Trans>Decline</Trans>
        </Button>
      </div>
    </section>
  );
}
