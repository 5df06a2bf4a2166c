import { createFileRoute, notFound } from '@tanstack/react-router';
import { MassUploadPage } from '../../../../containers/mass/MassUploadPage';
import { massRailOfSegment } from '../../../../model/mass-transfer';

/** transfer/mass/{wire|eft|oct|digital|p2p} (global pay is its own route, mass/global). */
export const Route = createFileRoute('/_session/transfer/mass/$rail')({
  staticData: { catalogs: ['accounts', 'transfers'], needs: 'initiate' },
  params: {
    parse: ({ rail }) => {
      if (massRailOfSegment(rail) === null) throw notFound();
      return { rail };
    },
  },
  component: function MassUpload() {
    const rail = massRailOfSegment(Route.useParams().rail) ?? 'wire';
    return <MassUploadPage key={rail} rail={rail} />;
  },
});
