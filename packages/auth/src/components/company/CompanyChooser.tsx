import { Trans, useLingui } from '@lingui/react/macro';
import { Button, EmptyState, SkeletonGroup, StatusBadge } from '@paydeck/ui';
import type { AccessEntry } from '../../api/customer';
import * as styles from '../layout/layout.css';
import { Message } from '../layout/PublicPage';

export type CompanyListState =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | {
      kind: 'ready';
      companies: readonly AccessEntry[];
      choosing?: number | undefined;
      current?: number | null | undefined;
    };

export interface CompanyChooserProps {
  state: CompanyListState;
  onChoose: (customerId: number) => void;
  onRetry: () => void;
}

/** Business users with related accounts choose the company to act for (customerAccesses). */
export function CompanyChooser({ state, onChoose, onRetry }: CompanyChooserProps) {
  const { t } = useLingui();
  return (
    <section className={styles.section} aria-labelledby="company-title">
      <h2 id="company-title" className={styles.subtitle}>
        <Trans>Choose the company to work for</Trans>
      </h2>
      {state.kind === 'loading' && <SkeletonGroup lines={3} label={t`Loading your companies`} />}
      {state.kind === 'failed' && (
        <>
          <Message tone="error">{state.message}</Message>
          <Button variant="secondary" onPress={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        </>
      )}
      {state.kind === 'ready' &&
        (state.companies.length === 0 ? (
          <EmptyState
            headingLevel={3}
            title={t`No company to choose`}
            description={t`Your user has no access to any company.`}
          />
        ) : (
          <ul className={styles.list}>
            {state.companies.map((company) => (
              <li key={company.customerId} className={styles.listItem}>
                <span>
                  <strong>{company.businessName ?? t`Company ${company.customerId}`}</strong>{' '}
                  {company.verified ? (
                    <StatusBadge tone="success">
                      <Trans>Verified</Trans>
                    </StatusBadge>
                  ) : (
                    <StatusBadge tone="warning">
                      <Trans>Not verified</Trans>
                    </StatusBadge>
                  )}
                </span>
                <Button
                  variant={state.current === company.customerId ? 'secondary' : 'primary'}
                  size="small"
                  isLoading={state.choosing === company.customerId}
                  isDisabled={state.choosing !== undefined && state.choosing !== company.customerId}
                  onPress={() => onChoose(company.customerId)}
                  aria-label={
                    state.current === company.customerId
                      ? t`Current: ${company.businessName ?? company.customerId}`
                      : t`Choose ${company.businessName ?? company.customerId}`
                  }
                >
                  {state.current === company.customerId ? <Trans>Current</Trans> : <Trans>Choose</Trans>}
                </Button>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
