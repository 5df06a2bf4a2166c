import { createFileRoute } from '@tanstack/react-router';
import { ApplyCardPage } from '../../containers/ApplyCardPage';
import { parseApplySearch } from '../../model/card-params';

// `?kind=virtual|physical` preselects the kind (the lists link here with theirs); anything else is dropped.
export const Route = createFileRoute('/_session/apply-card')({
  staticData: { catalogs: ['cards'], needs: 'initiate' },
  validateSearch: parseApplySearch,
  component: function ApplyCard() {
    return <ApplyCardPage kind={Route.useSearch().kind} />;
  },
});
