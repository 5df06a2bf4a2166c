import { createFileRoute } from '@tanstack/react-router';
import { requireRegistration } from '../../../chooser/guard';
import { RegisterChooserPage } from '../../../chooser/RegisterChooserPage';

export const Route = createFileRoute('/register/')({
  staticData: { catalogs: ['registration'] },
  beforeLoad: () => requireRegistration('chooser'),
  component: RegisterChooserPage,
});
