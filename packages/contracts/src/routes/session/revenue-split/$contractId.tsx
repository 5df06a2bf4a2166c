import { createFileRoute } from '@tanstack/react-router';
import { ContractPage } from '../../../containers/ContractPage';

// revenue-split/{contractId} (payments.md 2). The page checks the id and reads `event` (what the signing page or
// the form came back with) and `identified` (back from the identity provider's landing): the definition stays small
// in the first paint's route tree.
export const Route = createFileRoute('/_session/revenue-split/$contractId')({
  staticData: { catalogs: ['accounts', 'contracts'] },
  component: function Contract() {
    const { contractId } = Route.useParams();
    return <ContractPage key={contractId} rawId={contractId} />;
  },
});
