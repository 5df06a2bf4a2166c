import { createFileRoute } from '@tanstack/react-router';
import { BlacklistPage } from '../../containers/SinglePanelPages';

export const Route = createFileRoute('/_session/payout-blacklist')({
  staticData: { catalogs: ['auth'] },
  component: BlacklistPage,
});
