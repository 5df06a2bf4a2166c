import { createFileRoute } from '@tanstack/react-router';
import { RepresentativeSelfCertificationPage } from '../../containers/tax/RepresentativeSelfCertificationPage';
import { parseAuthSecretSearch } from '../../containers/tax/search';

export const Route = createFileRoute('/self-certification-representative')({
  staticData: { catalogs: ['accounts', 'kyc'] },
  validateSearch: parseAuthSecretSearch,
  component: function SelfCertificationRepresentative() {
    const { authSecret, ...outcome } = Route.useSearch();
    return <RepresentativeSelfCertificationPage key={authSecret} authSecret={authSecret} outcome={outcome} />;
  },
});
