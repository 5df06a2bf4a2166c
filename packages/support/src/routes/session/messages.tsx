import { createFileRoute } from '@tanstack/react-router';
import { MessagesPage } from '../../containers/MessagesPage';

// messages (payments.md 2; optional ticketNumber, read by the page).
export const Route = createFileRoute('/_session/messages')({
  staticData: { catalogs: ['accounts', 'support'] },
  component: MessagesPage,
});
