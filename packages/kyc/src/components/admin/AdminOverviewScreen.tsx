import { Trans, useLingui } from '@lingui/react/macro';
import { type Loadable, LoadableView, pageLayout } from '@paydeck/accounts';
import type { AdminCompany } from '../../api/company-admin';
import * as styles from '../common/common.css';
import { type AdminActions, AdminCompanyCard, type AdminCompanyDetails } from './AdminCompanyCard';

export interface AdminOverviewScreenProps {
  companies: Loadable<AdminCompany[]>;
  onRetry: () => void;
  openId: number | null;
  onToggle: (customerId: number) => void;
  details: Loadable<AdminCompanyDetails>;
  onRetryDetails: () => void;
  actions: AdminActions;
}

/** /admin-overview: every company with its action counts; an opened one's documents to assign and representatives. */
export function AdminOverviewScreen(props: AdminOverviewScreenProps) {
  const { t } = useLingui();
  return (
    <div className={pageLayout.page}>
      <h1 className={pageLayout.title}>
        <Trans>Admin overview</Trans>
      </h1>
      <LoadableView value={props.companies} label={t`Loading the companies`} onRetry={props.onRetry} lines={6}>
        {(companies) =>
          companies.length === 0 ? (
            <p className={styles.muted}>
              <Trans>No company to look after.</Trans>
            </p>
          ) : (
            companies.map((company) => (
              <AdminCompanyCard
                key={company.customerId}
                company={company}
                open={props.openId === company.customerId}
                onToggle={() => props.onToggle(company.customerId)}
                details={props.details}
                onRetryDetails={props.onRetryDetails}
                actions={props.actions}
              />
            ))
          )
        }
      </LoadableView>
    </div>
  );
}
