import { createFileRoute } from '@tanstack/react-router';
import { safeReturnPath } from '../../../../components/verification/return-path';
import { IdentityVerificationPage } from '../../../../containers/IdentityVerificationPage';

// The external identity workflow's landing: no session needed (the token in the path is the credential). `return`
// is where the person goes back once the run is finished (a contract's page for its signer's identification).
export const Route = createFileRoute('/identity-verification/$workflowRunId/$token')({
  staticData: { catalogs: ['accounts', 'kyc'] },
  component: function IdentityVerification() {
    const { workflowRunId, token } = Route.useParams();
    const search = Route.useSearch() as Record<string, unknown>;
    return (
      <IdentityVerificationPage
        key={workflowRunId}
        workflowRunId={workflowRunId}
        token={token}
        returnTo={safeReturnPath(search.return)}
      />
    );
  },
});
