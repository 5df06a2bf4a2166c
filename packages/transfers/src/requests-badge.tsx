// `@paydeck/transfers/requests-badge`: the header's count of company transaction requests. The shell's
// signed-in actions mount it; it reads only the access right on the customer acted for (the company the header
// names, chosen or not), and for an approver (rights 2 and 4) loads the count, its words and the realtime listener
// in a chunk of their own. Nothing of transfers' screens comes with it, and nothing at all reaches the sign-in page.
import { useAccessRight, useCompanyRights } from '@paydeck/auth';
import { loadCatalogs } from '@paydeck/i18n';
import { lazy, Suspense } from 'react';
import { companyRequestActions } from './model/rails';

const Badge = lazy(() =>
  Promise.all([import('./containers/company-requests/RequestsBadgeContainer'), loadCatalogs(['transfers'])]).then(
    ([module]) => ({ default: module.RequestsBadgeContainer }),
  ),
);

/** The count of waiting requests with a link to them, for approvers only. */
export function RequestsBadge() {
  const accessRight = useAccessRight();
  const { can } = useCompanyRights();
  // an admin acting for a company has right 2 but only reads
  if (!companyRequestActions(accessRight).seeRequests || !can('approve')) return null;
  return (
    <Suspense fallback={null}>
      <Badge />
    </Suspense>
  );
}
