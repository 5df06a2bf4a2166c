import { createFileRoute } from '@tanstack/react-router';
import { CardPinPage } from '../../../../containers/CardPinPage';
import { parseCardParams, stringifyCardParams } from '../../../../model/card-params';

export const Route = createFileRoute('/_session/card/$accountId/pin')({
  staticData: { catalogs: ['cards'], needs: 'initiate' },
  params: { parse: parseCardParams, stringify: stringifyCardParams },
  component: function CardPin() {
    const { accountId } = Route.useParams();
    return <CardPinPage key={accountId} accountId={accountId} />;
  },
});
