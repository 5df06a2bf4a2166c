import { createFileRoute } from '@tanstack/react-router';
import { loadMerchantPage, MerchantPage } from '../../../containers/MerchantPage';

// The merchant section (payments.md 2): one splat route for all its screens, so the first paint's route tree
// grows by one definition; the page decides the screen (root and unknown paths: verification; the internal tools
// need access right 2) and loads it.
export const Route = createFileRoute('/_session/merchant/$')({
  staticData: { catalogs: ['accounts', 'merchant'] },
  loader: ({ params }) => loadMerchantPage(params._splat ?? ''),
  component: function Merchant() {
    return <MerchantPage path={Route.useParams()._splat ?? ''} />;
  },
});
