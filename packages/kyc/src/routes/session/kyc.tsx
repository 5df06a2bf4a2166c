import { createFileRoute } from '@tanstack/react-router';
import { KycPage, loadKycPage } from '../../containers/KycPage';

// The loader (split with the page's code) starts the page's requests as soon as that code is in, and the route draws
// once the screen's code is in too (kyc README, "A page's requests start from its route's loader").
export const Route = createFileRoute('/_session/kyc')({
  staticData: { catalogs: ['kyc'] },
  loader: ({ context }) => loadKycPage(context.queryClient),
  component: KycPage,
});
