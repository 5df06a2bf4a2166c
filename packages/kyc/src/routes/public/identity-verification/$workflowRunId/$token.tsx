import { createFileRoute } from '@tanstack/react-router';
import { IdentityVerificationPage } from '../../../../containers/IdentityVerificationPage';

// The external identity workflow's landing: no session needed (the token in the path is the credential).
export const Route = createFileRoute('/identity-verification/$workflowRunId/$token')({
  staticData: { catalogs: ['accounts', 'kyc'] },
  component: function IdentityVerification() {
    const { workflowRunId, token } = Route.useParams();
    return <IdentityVerificationPage key={workflowRunId} workflowRunId={workflowRunId} token={token} />;
  },
});
