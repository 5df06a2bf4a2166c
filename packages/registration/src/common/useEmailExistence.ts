// The live e-mail existence check (identity spec 3, 5): a valid e-mail is checked once the person stops typing;
// status 2 while the check runs; an invalid or empty e-mail is never sent (undefined: nothing to say yet).
import { api } from '@paydeck/auth';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { checkEmail, type EmailExistence, emailExistence } from '../api/email-check';
import { registrationKeys } from '../api/keys';
import { shouldCheckEmail } from '../model/email-status';

/** How long the person pauses typing before the e-mail is checked. */
export const EMAIL_CHECK_PAUSE_MS = 400;

/** The status of `email`: undefined (not checkable), 2 checking, then 0, 1, 3 or -1. */
export function useEmailExistence(email: string): EmailExistence | undefined {
  const typed = email.trim();
  const [settled, setSettled] = useState(typed);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(typed), EMAIL_CHECK_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const checkable = shouldCheckEmail(settled);
  const query = useQuery({
    queryKey: registrationKeys.emailCheck(settled),
    queryFn: ({ signal }) => checkEmail(api, settled, signal),
    enabled: checkable,
    // The answer can change (someone registers): a minute, then asked again when needed.
    staleTime: 60_000,
    retry: false,
  });
  if (!shouldCheckEmail(typed)) return undefined;
  if (typed !== settled || query.isFetching || query.data === undefined) return emailExistence.checking;
  return query.data;
}
