import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '../../containers/LegalPage';

export const Route = createFileRoute('/legal')({ staticData: { catalogs: ['auth-public'] }, component: LegalPage });
