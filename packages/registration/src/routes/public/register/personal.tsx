import { createFileRoute } from '@tanstack/react-router';
import { requireRegistration } from '../../../chooser/guard';
import { PersonalRegistrationPage } from '../../../personal/PersonalRegistrationPage';

export const Route = createFileRoute('/register/personal')({
  staticData: { catalogs: ['accounts', 'registration'] },
  beforeLoad: () => requireRegistration('personal'),
  component: PersonalRegistrationPage,
});
