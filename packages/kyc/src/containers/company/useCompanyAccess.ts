import { accessInfoQuery, hasBalanceInfoAccess, useSession } from '@paydeck/auth';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { AccessRight } from '../../model/company-representatives';

/**
 * The company acted for and what the person may do there: full access (2) or an admin manages users; a person
 * without balance-info access is limited to /company-documents (identity spec 6: auth's rule), so the other
 * company pages send them there once their access info is known.
 */
export function useCompanyAccess({ documentsOnly = false }: { documentsOnly?: boolean } = {}) {
  const { customer, fromCustomerId } = useSession();
  const access = useQuery(accessInfoQuery(fromCustomerId));
  const navigate = useNavigate();
  const limited = access.data !== undefined && !hasBalanceInfoAccess(access.data);
  useEffect(() => {
    if (limited && !documentsOnly) void navigate({ to: '/company-documents', replace: true });
  }, [limited, documentsOnly, navigate]);
  const isAdmin = customer?.isAdmin ?? false;
  return {
    company: fromCustomerId,
    isAdmin,
    canManage: isAdmin || access.data?.accessRights === AccessRight.full,
    limited,
  };
}
