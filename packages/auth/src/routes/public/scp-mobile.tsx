import { createFileRoute } from '@tanstack/react-router';
import { ScpMobilePage } from '../../containers/ScpPages';

export const Route = createFileRoute('/scp-mobile')({
  staticData: { catalogs: ['auth-public'] },
  component: ScpMobilePage,
});
