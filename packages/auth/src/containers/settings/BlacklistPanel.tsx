import { useLingui } from '@lingui/react/macro';
import { createSubmission } from '@paydeck/api-client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { authKeys } from '../../api/keys';
import { addToBlacklist, type BlacklistEntry, fetchBlacklist, removeFromBlacklist } from '../../api/security';
import { BlacklistSection } from '../../components/settings/BlacklistSection';
import { api } from '../../session/clients';
import { useFailureText } from '../errors';
import { toLoadable } from './loadable';

/** The blacklist: list, add by e-mail and block type (says the user was added), delete. */
export function BlacklistPanel() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const failureText = useFailureText();
  const blacklist = useQuery({ queryKey: authKeys.blacklist(), queryFn: ({ signal }) => fetchBlacklist(api, signal) });
  const [submission] = useState(() => createSubmission());
  const [adding, setAdding] = useState(false);
  const [addedCount, setAddedCount] = useState(0);
  const [deleting, setDeleting] = useState<string>();
  const [error, setError] = useState<string>();
  const [success, setSuccess] = useState<string>();

  async function run(task: () => Promise<unknown>, done: string) {
    setError(undefined);
    setSuccess(undefined);
    try {
      await task();
      setSuccess(done);
      await queryClient.invalidateQueries({ queryKey: authKeys.blacklist() });
      return true;
    } catch (failure) {
      setError(failureText(failure));
      return false;
    }
  }

  return (
    <BlacklistSection
      blacklist={toLoadable(blacklist, failureText, (data) => data.blackList)}
      onRetry={() => void blacklist.refetch()}
      adding={adding}
      addedCount={addedCount}
      deleting={deleting}
      error={error}
      success={success}
      onAdd={(entry: BlacklistEntry) => {
        setAdding(true);
        void run(
          () => submission.submit(entry, (payload, key) => addToBlacklist(api, payload as BlacklistEntry, key)),
          t`${entry.email} was added to the blacklist.`,
        )
          .then((ok) => {
            if (ok) {
              submission.reset();
              setAddedCount((count) => count + 1);
            }
          })
          .finally(() => setAdding(false));
      }}
      onDelete={(entry) => {
        setDeleting(entry.email);
        void run(() => removeFromBlacklist(api, entry.email), t`${entry.email} is no longer blocked.`).finally(() =>
          setDeleting(undefined),
        );
      }}
    />
  );
}
