import { createFileRoute } from '@tanstack/react-router';
import { BusinessRegistrationPage } from '../../../business/BusinessRegistrationPage';
import { parseBusinessSearch } from '../../../business/steps';
import { requireRegistration } from '../../../chooser/guard';

export const Route = createFileRoute('/register/business')({
  staticData: { catalogs: ['accounts', 'registration'] },
  beforeLoad: () => requireRegistration('business'),
  validateSearch: parseBusinessSearch,
  component: function RegisterBusiness() {
    return <BusinessRegistrationPage where={Route.useSearch()} />;
  },
});
