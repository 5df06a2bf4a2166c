import { createFileRoute, notFound } from '@tanstack/react-router';
import { VideoIdentityJobPage } from '../../../containers/VideoIdentityJobPage';

export const Route = createFileRoute('/video-identity-job/$id')({
  staticData: { catalogs: ['accounts', 'kyc'] },
  params: {
    parse: ({ id }) => {
      if (!/^[1-9]\d{0,15}$/.test(id)) throw notFound();
      return { id: Number(id) };
    },
    stringify: ({ id }) => ({ id: String(id) }),
  },
  component: function VideoIdentityJob() {
    const { id } = Route.useParams();
    return <VideoIdentityJobPage key={id} id={id} />;
  },
});
