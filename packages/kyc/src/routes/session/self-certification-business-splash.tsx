import { createFileRoute } from '@tanstack/react-router';
import { BusinessSelfCertificationSplashPage } from '../../containers/tax/SelfCertificationSplashPage';

export const Route = createFileRoute('/_session/self-certification-business-splash')({
  staticData: { catalogs: ['kyc'] },
  component: BusinessSelfCertificationSplashPage,
});
