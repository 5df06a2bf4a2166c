import { useLingui } from '@lingui/react/macro';
import { accountKeys, failureText } from '@paydeck/accounts';
import { createSubmission, type Submission } from '@paydeck/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { cardKeys } from '../api/keys';
import type { ActionState } from '../components/common/action-state';

/**
 * A card action as an ActionState: one mutation, one submission (its idempotency key survives double
 * presses and retries of the same input; the calls that move money send it), and afterwards every card
 * query and the account list are refreshed so the page shows the new state.
 */
export function useCardAction<Input, Result>(
  send: (input: Input, idempotencyKey: string) => Promise<Result>,
): ActionState<Input, Result> {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const submission = useRef<Submission | null>(null);
  submission.current ??= createSubmission();
  const current = submission.current;
  const mutation = useMutation({
    mutationFn: (input: Input) => current.submit({ input: input ?? null }, (_payload, key) => send(input, key)),
    // Settled, not only succeeded: after a timeout the action may have been done all the same.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: cardKeys.all }),
        queryClient.invalidateQueries({ queryKey: accountKeys.all }),
      ]),
  });
  return {
    busy: mutation.isPending,
    error: mutation.error ? failureText(mutation.error, i18n) : null,
    result: mutation.data,
    run: (input) => mutation.mutate(input),
    reset: () => {
      mutation.reset();
      current.reset();
    },
  };
}
