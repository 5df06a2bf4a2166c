import { createFileRoute } from '@tanstack/react-router';
import { LoginHistoryPage } from '../../containers/SinglePanelPages';

export const Route = createFileRoute('/_session/login-history')({
  staticData: { catalogs: ['auth'] },
  component: LoginHistoryPage,
});
