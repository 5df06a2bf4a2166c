import { createFileRoute } from '@tanstack/react-router';
import { BusinessRegistrationRoute } from '../../../business/BusinessRegistrationRoute';
import { parseBusinessSearch } from '../../../business/steps';
import { requireRegistration } from '../../../chooser/guard';

export const Route = createFileRoute('/register/business')({
  staticData: { catalogs: ['accounts', 'registration'] },
  beforeLoad: () => requireRegistration('business'),
  validateSearch: parseBusinessSearch,
  component: function RegisterBusiness() {
    return <BusinessRegistrationRoute where={Route.useSearch()} />;
  },
});
