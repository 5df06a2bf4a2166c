import { createSubmission } from '@paydeck/api-client';
import type { ServerAnswer } from '@paydeck/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { merchantKeys } from '../api/keys';
import { responseAnswer } from './response-answer';

/**
 * A section's writes: one Idempotency-Key per opened popup, the notice after a success, the response popup's
 * answer after a refusal (payments.md 8), the lists asked again.
 */
export function useActions(notice: (text: string) => ReactNode) {
  const queryClient = useQueryClient();
  const [submission, setSubmission] = useState(createSubmission);
  const [refusal, setRefusal] = useState<ServerAnswer | null | undefined>(undefined);
  const [message, setMessage] = useState<ReactNode>(null);
  return {
    refusal,
    message,
    closeRefusal: () => setRefusal(undefined),
    /** A new popup: a new key, the last notice gone. */
    fresh: () => {
      setSubmission(createSubmission());
      setMessage(null);
    },
    /** Sends once per key; true when it succeeded. */
    run: async (payload: object, send: (key: string) => Promise<unknown>, done: string): Promise<boolean> => {
      try {
        await submission.submit(payload, (_payload, key) => send(key));
        void queryClient.invalidateQueries({ queryKey: merchantKeys.all });
        setMessage(notice(done));
        return true;
      } catch (error) {
        setRefusal(responseAnswer(error));
        return false;
      }
    },
  };
}
