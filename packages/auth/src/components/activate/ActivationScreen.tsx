import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Link, SkeletonGroup } from '@paydeck/ui';
import * as styles from '../layout/layout.css';
import { Message, PublicPage } from '../layout/PublicPage';
import { activationTexts } from './messages';

export type ActivationState =
  | { kind: 'activating' }
  | { kind: 'invalidLink' }
  | { kind: 'success'; business: boolean; signedIn: boolean }
  | { kind: 'failed'; title: string; details?: string | undefined };

export interface ActivationScreenProps {
  state: ActivationState;
  loginHref: string;
  /** Signed in by the activation: on to the app. */
  onContinue: () => void;
}

/** Account activation (activation, activationBusiness, activationEmployee) and its outcome. */
export function ActivationScreen({ state, loginHref, onContinue }: ActivationScreenProps) {
  const { t, i18n } = useLingui();
  return (
    <PublicPage>
      <h1 className={styles.title}>{i18n._(activationTexts.failureTitle)}</h1>
      {state.kind === 'activating' && <SkeletonGroup lines={2} label={t`Activating your account`} />}
      {state.kind === 'invalidLink' && (
        <Message tone="error">
          <Trans>This activation link is incomplete. Open the link from your e-mail again.</Trans>
        </Message>
      )}
      {state.kind === 'success' && (
        <Message tone="success">
          {i18n._(state.business ? activationTexts.businessSuccess : activationTexts.success)}
        </Message>
      )}
      {state.kind === 'failed' && (
        <Message tone="error" title={state.title}>
          {state.details}
        </Message>
      )}
      <div className={styles.actions}>
        {state.kind === 'success' && state.signedIn ? (
          <Button onPress={onContinue}>
            <Trans>Continue</Trans>
          </Button>
        ) : (
          state.kind !== 'activating' && (
            <Link href={loginHref}>
              <Trans>Go to sign in</Trans>
            </Link>
          )
        )}
      </div>
    </PublicPage>
  );
}
