import { createFileRoute } from '@tanstack/react-router';
import { SeiPage } from '../../../containers/SeiPage';

export const Route = createFileRoute('/_session/auth/sei')({
  staticData: { catalogs: ['auth'] },
  validateSearch: (input: Record<string, unknown>): { authorizationId?: string } => {
    const id = input.authorizationId;
    return (typeof id === 'string' || typeof id === 'number') && /^[\w-]{1,128}$/.test(String(id))
      ? { authorizationId: String(id) }
      : {};
  },
  component: function Sei() {
    return <SeiPage authorizationId={Route.useSearch().authorizationId} />;
  },
});
