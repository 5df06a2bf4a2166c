import { createFileRoute } from '@tanstack/react-router';
import { AddCardPage } from '../../containers/AddCardPage';

export const Route = createFileRoute('/_session/add-card')({
  staticData: { catalogs: ['cards'], needs: 'initiate' },
  component: AddCardPage,
});
