import { useCompanyRights, useSession } from '@paydeck/auth';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useKycRights } from '../useKycRights';

/**
 * The company acted for and what the person may do there (auth's company rights, as the sandbox's policy):
 * full access (2) manages the company and its users, rights 2-5 upload documents, an admin acting for the
 * company only reads; a person without balance-info access is limited to /company-documents (identity spec 6),
 * which the `_session` guard already applies: the other company pages send them there too should they be drawn.
 */
export function useCompanyAccess({ documentsOnly = false }: { documentsOnly?: boolean } = {}) {
  const { fromCustomerId } = useSession();
  const { documentsOnly: limited } = useCompanyRights();
  const { canManage, canUpload } = useKycRights();
  const navigate = useNavigate();
  useEffect(() => {
    if (limited && !documentsOnly) void navigate({ to: '/company-documents', replace: true });
  }, [limited, documentsOnly, navigate]);
  return { company: fromCustomerId, canManage, canUpload, limited };
}
