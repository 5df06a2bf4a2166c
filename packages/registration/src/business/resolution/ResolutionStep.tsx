import { useLingui } from '@lingui/react/macro';
import { failureText, toLoadable } from '@paydeck/accounts';
import { api } from '@paydeck/auth';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { registrationKeys } from '../../api/keys';
import { fetchResolution, sendResolution } from '../../api/resolution';
import { resolutionStatuses } from '../../api/schemas';
import type { Draft } from '../../model/draft';
import { directorsOf } from '../../model/draft-rules';
import { resolutionRequest } from './resolution-rules';
import { useResolutionStore } from './resolution-store';
import { ResolutionScreen } from './ResolutionScreen';

/** While signatures are awaited, the resolution is fetched again this often (and on "Check again"). */
const PENDING_REFRESH_MS = 15_000;

/** The resolution step: the chosen directors, generating (`businessResolutionSend`) and fetching its status. */
export function ResolutionStep({ draft, onBack, onNext }: { draft: Draft; onBack: () => void; onNext: () => void }) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const { chosen, resolutionId, toggle, made } = useResolutionStore();
  const [generating, setGenerating] = useState(false);
  const [generateError, setGenerateError] = useState<string | null>(null);
  const resolution = useQuery({
    queryKey: registrationKeys.resolution(resolutionId ?? ''),
    queryFn: ({ signal }) => fetchResolution(api, resolutionId ?? '', signal),
    enabled: resolutionId !== null,
    refetchInterval: (query) =>
      query.state.data?.statusId === resolutionStatuses.pending ? PENDING_REFRESH_MS : false,
  });
  const asked = resolutionRequest(draft, chosen);
  return (
    <ResolutionScreen
      directors={directorsOf(draft, null)}
      chosen={chosen}
      onToggle={toggle}
      problem={'problem' in asked ? asked.problem : undefined}
      resolution={resolutionId === null ? null : toLoadable(resolution, i18n)}
      generating={generating}
      generateError={generateError}
      onGenerate={async () => {
        if (!('request' in asked)) return;
        setGenerating(true);
        setGenerateError(null);
        try {
          const created = await sendResolution(api, asked.request);
          queryClient.setQueryData(registrationKeys.resolution(created.id), created);
          made(created.id);
        } catch (failure) {
          setGenerateError(failureText(failure, i18n));
        } finally {
          setGenerating(false);
        }
      }}
      onRefresh={() => void resolution.refetch()}
      onBack={onBack}
      onNext={onNext}
    />
  );
}
