import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ApplyCardPage } from '../../containers/ApplyCardPage';

// `?kind=virtual|physical` preselects the kind (the lists link here with theirs); anything else is dropped.
const ApplySearch = v.object({ kind: v.fallback(v.optional(v.picklist(['virtual', 'physical'])), undefined) });

export const Route = createFileRoute('/_session/apply-card')({
  validateSearch: (search: Record<string, unknown>): { kind?: 'virtual' | 'physical' } => {
    const { kind } = v.parse(ApplySearch, search);
    return kind ? { kind } : {};
  },
  component: function ApplyCard() {
    return <ApplyCardPage kind={Route.useSearch().kind} />;
  },
});
