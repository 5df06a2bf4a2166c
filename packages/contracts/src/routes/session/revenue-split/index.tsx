import { createFileRoute } from '@tanstack/react-router';
import { ContractsPage } from '../../../containers/ContractsPage';

// revenue-split (payments.md 2): the list; its filters live in the address, read and checked by the page.
export const Route = createFileRoute('/_session/revenue-split/')({
  staticData: { catalogs: ['accounts', 'contracts'] },
  component: ContractsPage,
});
