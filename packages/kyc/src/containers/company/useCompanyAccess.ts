import { useCompanyRights, useSession } from '@paydeck/auth';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';

/**
 * The company acted for and what the person may do there (auth's company rights): full access (2) or an admin
 * manages users, rights 2-5 upload documents; a person without balance-info access is limited to
 * /company-documents (identity spec 6), which the `_session` guard already applies: the other company pages
 * send them there too should they be drawn.
 */
export function useCompanyAccess({ documentsOnly = false }: { documentsOnly?: boolean } = {}) {
  const { customer, fromCustomerId } = useSession();
  const { can, documentsOnly: limited } = useCompanyRights();
  const navigate = useNavigate();
  useEffect(() => {
    if (limited && !documentsOnly) void navigate({ to: '/company-documents', replace: true });
  }, [limited, documentsOnly, navigate]);
  const isAdmin = customer?.isAdmin ?? false;
  return {
    company: fromCustomerId,
    isAdmin,
    canManage: isAdmin || can('manage'),
    canUpload: can('uploadDocuments'),
    limited,
  };
}
