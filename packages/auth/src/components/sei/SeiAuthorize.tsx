import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@paydeck/ui';
import { type Loadable, LoadableView } from '../common/Loadable';
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
  /** The partner's name, as the token service registered it (GET /auth/sei/authorize/{id}). */
  partner: Loadable<string>;
  onRetry: () => void;
  onApprove: () => void;
  onDecline: () => void;
}

/**
 * An OAuth-style authorisation asked by a partner site (auth/sei): names the partner and the account, then
 * approve or decline. Approve waits for the partner's name: nobody consents to a site they cannot see.
 */
export function SeiAuthorize({ state, accountName, partner, onRetry, onApprove, onDecline }: SeiAuthorizeProps) {
  const { t } = useLingui();
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
        <LoadableView value={partner} label={t`Finding out which site asks…`} onRetry={onRetry}>
          {(partnerName) => (
            <p className={styles.text}>
              <Trans>
                <strong>{partnerName}</strong> asks to act for <strong>{accountName}</strong>. Approve only if you
                started this from {partnerName}.
              </Trans>
            </p>
          )}
        </LoadableView>
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
          isDisabled={state.kind === 'invalid' || state.kind === 'redirecting' || partner.kind !== 'ready'}
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
