import { createFileRoute } from '@tanstack/react-router';
import { SelfCertificationSplashPage } from '../../containers/tax/SelfCertificationSplashPage';

export const Route = createFileRoute('/_session/self-certification-splash')({
  staticData: { catalogs: ['kyc'] },
  component: SelfCertificationSplashPage,
});
