import { createFileRoute } from '@tanstack/react-router';
import { SelfCertificationPage } from '../../containers/tax/SelfCertificationPage';
import { parseSigningReturn } from '../../containers/tax/search';

export const Route = createFileRoute('/_session/self-certification')({
  staticData: { catalogs: ['kyc'] },
  validateSearch: parseSigningReturn,
  component: function SelfCertification() {
    return <SelfCertificationPage outcome={Route.useSearch()} />;
  },
});
