import { createFileRoute } from '@tanstack/react-router';
import { KycPage } from '../../containers/KycPage';

export const Route = createFileRoute('/_session/kyc')({ staticData: { catalogs: ['kyc'] }, component: KycPage });
