import { createFileRoute } from '@tanstack/react-router';
import { KycPage, prefetchKycPage } from '../../containers/KycPage';

// The loader (split with the page's code) starts the page's requests as soon as that code is in, not after the
// screen's own lazy code: a full load drew the page only when every chunk had come (README, "Pages").
export const Route = createFileRoute('/_session/kyc')({
  staticData: { catalogs: ['kyc'] },
  loader: ({ context }) => prefetchKycPage(context.queryClient),
  component: KycPage,
});
