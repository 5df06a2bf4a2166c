import { createFileRoute } from '@tanstack/react-router';
import { GlobalPayUploadPage } from '../../../../containers/global-pay/GlobalPayUploadPage';

export const Route = createFileRoute('/_session/transfer/mass/global')({
  staticData: { catalogs: ['accounts', 'transfers'], needs: 'initiate' },
  component: GlobalPayUploadPage,
});
