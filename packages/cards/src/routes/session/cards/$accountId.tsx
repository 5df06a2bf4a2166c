import { createFileRoute } from '@tanstack/react-router';
import { CardDetailsPage } from '../../../containers/CardDetailsPage';
import { parseCardParams, stringifyCardParams } from '../../../model/card-params';

export const Route = createFileRoute('/_session/cards/$accountId')({
  staticData: { catalogs: ['cards'] },
  params: { parse: parseCardParams, stringify: stringifyCardParams },
  component: function CardDetails() {
    const { accountId } = Route.useParams();
    return <CardDetailsPage key={accountId} accountId={accountId} />;
  },
});
