import { createFileRoute } from '@tanstack/react-router';
import { NewsPage } from '../../../containers/NewsPages';

export const Route = createFileRoute('/_session/news/')({
  staticData: { catalogs: ['accounts'] },
  component: NewsPage,
});
