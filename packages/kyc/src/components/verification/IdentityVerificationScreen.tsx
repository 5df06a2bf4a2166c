import { Trans, useLingui } from '@lingui/react/macro';
import { type Loadable, LoadableView, pageLayout } from '@paydeck/accounts';
import { Button, EmptyState, StatusBadge } from '@paydeck/ui';
import { Link as AriaLink } from 'react-aria-components';
import type { WorkflowRun } from '../../api/verification';
import * as styles from '../common/common.css';
import { useAction } from '../common/useAction';
import { contractRunText, workflowStatusText } from './verification-text';

const providerName: Record<WorkflowRun['provider'], string> = { jmo: 'JMO', nfd: 'NFD' };

/** /identity-verification/{workflowRunId}/{token}: the external identity workflow's landing (no session needed). */
export function IdentityVerificationScreen({
  run,
  onRetry,
  onFinish,
  returnTo,
}: {
  /** null: no such workflow run (or a wrong token). */
  run: Loadable<WorkflowRun | null>;
  onRetry: () => void;
  onFinish: (result: 'completed' | 'failed') => Promise<unknown>;
  /** Where the person came from (a contract's page for its signer's identification): a path of this app. */
  returnTo?: string | undefined;
}) {
  const { t, i18n } = useLingui();
  const finish = useAction(onFinish);
  return (
    <div className={pageLayout.page}>
      <h1 className={pageLayout.title}>
        <Trans>Identity verification</Trans>
      </h1>
      <LoadableView value={run} label={t`Loading the identification`} onRetry={onRetry}>
        {(data) => {
          if (data === null) {
            return (
              <EmptyState
                title={<Trans>We could not find this identification</Trans>}
                description={<Trans>Check the link, or start the identification again from your profile.</Trans>}
              />
            );
          }
          const text = workflowStatusText[data.status];
          const provider = providerName[data.provider];
          const name = data.customerFirstName;
          return (
            <section className={pageLayout.section} aria-labelledby="verification-status">
              <div className={pageLayout.sectionHeader}>
                <h2 id="verification-status" className={pageLayout.subtitle}>
                  {name ? <Trans>Hello, {name}</Trans> : <Trans>Hello</Trans>}
                </h2>
                <StatusBadge tone={text.tone}>{i18n._(text.label)}</StatusBadge>
              </div>
              <p className={pageLayout.text}>
                <Trans>Identification with {provider}.</Trans>{' '}
                {i18n._((returnTo && contractRunText[data.status]) || text.text)}
              </p>
              {finish.error && (
                <p role="alert" className={styles.reason}>
                  {finish.error}
                </p>
              )}
              {data.status === 'started' && (
                <span className={styles.steps}>
                  <Button isLoading={finish.pending} onPress={() => void finish.start('completed')}>
                    <Trans>I have finished the steps</Trans>
                  </Button>
                  <Button variant="secondary" isDisabled={finish.pending} onPress={() => void finish.start('failed')}>
                    <Trans>I could not finish</Trans>
                  </Button>
                </span>
              )}
              {data.status !== 'started' && returnTo && (
                <AriaLink className={pageLayout.buttonLink} href={returnTo}>
                  <Trans>Back to the contract</Trans>
                </AriaLink>
              )}
            </section>
          );
        }}
      </LoadableView>
    </div>
  );
}
