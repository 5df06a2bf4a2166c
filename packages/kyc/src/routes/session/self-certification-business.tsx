import { createFileRoute } from '@tanstack/react-router';
import { BusinessSelfCertificationPage } from '../../containers/tax/BusinessSelfCertificationPage';
import { parseSigningReturn } from '../../containers/tax/search';

export const Route = createFileRoute('/_session/self-certification-business')({
  staticData: { catalogs: ['kyc'] },
  validateSearch: parseSigningReturn,
  component: function SelfCertificationBusiness() {
    return <BusinessSelfCertificationPage outcome={Route.useSearch()} />;
  },
});
