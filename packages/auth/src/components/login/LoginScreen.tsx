import { Trans, useLingui } from '@lingui/react/macro';
import { SkeletonGroup } from '@paydeck/ui';
import { lazy, Suspense } from 'react';
import type { LoginState } from '../../login/controller';
import * as styles from '../layout/layout.css';
import { PublicPage } from '../layout/PublicPage';
import { LoginForm } from './LoginForm';
import { loginErrorText, type LoginNotice } from './messages';
import { CodeStep } from './CodeStep';
import { MigrationNotice, type StoreLinks } from './MigrationNotice';

export interface LoginScreenProps {
  state: LoginState;
  brandName: string;
  stores: StoreLinks;
  notice?: LoginNotice | undefined;
  recoveryHref: string;
  registerHref?: string | undefined;
  onSubmitCredentials: (credentials: { username: string; password: string }) => void;
  onContinueMigration: () => void;
  onSubmitCode: (code: string) => void;
  onResend: () => void;
  onAcceptTerms: () => void;
  onRestart: () => void;
  /** Declining the terms ends the new session. */
  onDeclineTerms: () => void;
}

// Later steps load when reached: the QR code and the terms list are not part of the page's first load.
const ApprovalStep = lazy(() => import('./ApprovalStep').then((module) => ({ default: module.ApprovalStep })));
const TermsList = lazy(() => import('../terms/TermsList').then((module) => ({ default: module.TermsList })));

/** The sign-in page: one screen per step of the flow. */
export function LoginScreen(props: LoginScreenProps) {
  const { state, brandName } = props;
  const { t, i18n } = useLingui();
  const { step } = state;
  return (
    <PublicPage>
      <Suspense fallback={<SkeletonGroup lines={4} label={t`Loading`} />}>
        {step.kind === 'credentials' && (
          <LoginForm
            onSubmit={props.onSubmitCredentials}
            busy={state.busy}
            error={state.error}
            notice={state.error ? undefined : props.notice}
            recoveryHref={props.recoveryHref}
            registerHref={props.registerHref}
          />
        )}
        {step.kind === 'migration' && (
          <MigrationNotice
            migration={step.migration}
            brandName={brandName}
            stores={props.stores}
            onContinue={props.onContinueMigration}
            onCancel={props.onRestart}
          />
        )}
        {step.kind === 'code' && (
          <CodeStep
            answer={step.answer}
            onSubmit={props.onSubmitCode}
            onCancel={props.onRestart}
            busy={state.busy}
            error={state.error}
          />
        )}
        {step.kind === 'approval' && (
          <ApprovalStep
            answer={step.answer}
            refused={step.refused}
            resent={state.resent}
            error={state.error}
            onResend={props.onResend}
            onCancel={props.onRestart}
          />
        )}
        {step.kind === 'terms' && (
          <TermsList
            terms={step.terms}
            onAccept={props.onAcceptTerms}
            onDecline={props.onDeclineTerms}
            busy={state.busy}
            error={state.error ? loginErrorText(state.error, i18n) : undefined}
          />
        )}
        {(step.kind === 'signingIn' || step.kind === 'done') && (
          <div className={styles.form}>
            <h1 className={styles.title}>
              <Trans>Signing you in…</Trans>
            </h1>
            <SkeletonGroup lines={3} label={t`Signing you in`} />
          </div>
        )}
      </Suspense>
    </PublicPage>
  );
}
