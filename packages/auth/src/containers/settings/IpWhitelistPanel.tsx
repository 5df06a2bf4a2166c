import { useLingui } from '@lingui/react/macro';
import { createSubmission } from '@paydeck/api-client';
import { formatDate } from '@paydeck/i18n';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { authKeys } from '../../api/keys';
import { addWhitelistIp, deleteWhitelistIp, fetchIpWhitelist, setIpWhitelistMode } from '../../api/security';
import { IpWhitelistSection } from '../../components/settings/IpWhitelistSection';
import { api } from '../../session/clients';
import { useFailureText } from '../errors';
import { toLoadable } from './loadable';

/** The IP whitelist: list, add (idempotent), delete, mode. */
export function IpWhitelistPanel() {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const failureText = useFailureText();
  const whitelist = useQuery({
    queryKey: authKeys.ipWhitelist(),
    queryFn: ({ signal }) => fetchIpWhitelist(api, signal),
  });
  const [submission] = useState(() => createSubmission());
  const [modeBusy, setModeBusy] = useState(false);
  const [adding, setAdding] = useState(false);
  const [addedCount, setAddedCount] = useState(0);
  const [deleting, setDeleting] = useState<string | number>();
  const [error, setError] = useState<string>();

  async function run(task: () => Promise<unknown>) {
    setError(undefined);
    try {
      await task();
      await queryClient.invalidateQueries({ queryKey: authKeys.ipWhitelist() });
      return true;
    } catch (failure) {
      setError(failureText(failure));
      return false;
    }
  }

  return (
    <IpWhitelistSection
      whitelist={toLoadable(whitelist, failureText)}
      formatDate={(iso) => formatDate(iso, i18n.locale, 'date')}
      onRetry={() => void whitelist.refetch()}
      modeBusy={modeBusy}
      onModeChange={(on) => {
        setModeBusy(true);
        void run(() => setIpWhitelistMode(api, on ? 'on' : 'off')).finally(() => setModeBusy(false));
      }}
      adding={adding}
      addedCount={addedCount}
      onAdd={(entry) => {
        setAdding(true);
        void run(() => submission.submit(entry, (payload, key) => addWhitelistIp(api, payload as typeof entry, key)))
          .then((ok) => {
            if (ok) {
              submission.reset();
              setAddedCount((count) => count + 1);
            }
          })
          .finally(() => setAdding(false));
      }}
      deleting={deleting}
      error={error}
      onDelete={(entry) => {
        setDeleting(entry.id);
        void run(() => deleteWhitelistIp(api, entry.id)).finally(() => setDeleting(undefined));
      }}
    />
  );
}
