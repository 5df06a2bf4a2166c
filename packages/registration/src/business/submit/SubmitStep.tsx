import { useLingui } from '@lingui/react/macro';
import { failureText } from '@paydeck/accounts';
import { createSubmission } from '@paydeck/api-client';
import { api } from '@paydeck/auth';
import { toast } from '@paydeck/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { type BusinessRegistration, createBusinessAccount } from '../../api/accounts';
import { checkEmail } from '../../api/email-check';
import { registrationKeys } from '../../api/keys';
import { tellHostRegistered } from '../../common/host-events';
import {
  type Problem,
  type Section,
  sectionChecks,
  SOURCE_OF_WEALTH_FEATURE,
  MAIN_USER_RIGHTS,
} from '../../model/checks';
import type { Draft } from '../../model/draft';
import { usersOf } from '../../model/draft-rules';
import { type EmailStatus, emailKey, shouldCheckEmail } from '../../model/email-status';
import type { BusinessScreen } from '../steps';
import { type Applicant, SubmitScreen } from './SubmitScreen';

/** How long a checked e-mail's status is trusted at the submit (the live check keeps it as long). */
const EMAIL_STATUS_FRESH_MS = 60_000;

/**
 * The submit step: checks every user's e-mail (fresh answers), runs the section checks, and sends
 * `businessAccountCreate` (once per intent: an Idempotency-Key) only when no section is bad. On success the draft
 * and the resolution are forgotten (`onSent`), the mobile-app host is told, and a toast says where the activation
 * e-mail went.
 */
export function SubmitStep({
  draft,
  resolutionId,
  checks,
  onChecked,
  onSent,
  open,
  onBack,
}: {
  draft: Draft;
  resolutionId: string | null;
  checks: Record<Section, Problem[]> | null;
  onChecked: (checks: Record<Section, Problem[]>) => void;
  onSent: () => void;
  open: (where: BusinessScreen) => void;
  onBack: () => void;
}) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const submission = useRef(createSubmission()).current;
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);

  async function statusesOf(emails: readonly string[]): Promise<Map<string, EmailStatus>> {
    const found = await Promise.all(
      emails.filter(shouldCheckEmail).map(async (email) => {
        const status = await queryClient.fetchQuery({
          queryKey: registrationKeys.emailCheck(email),
          queryFn: ({ signal }) => checkEmail(api, email.trim(), signal),
          staleTime: EMAIL_STATUS_FRESH_MS,
        });
        return [emailKey(email), status as EmailStatus] as const;
      }),
    );
    return new Map(found);
  }

  /** The section checks over fresh e-mail statuses; true when no section is bad. */
  async function check(): Promise<boolean> {
    const statuses = await statusesOf(usersOf(draft).map((user) => user.email));
    const result = sectionChecks(draft, {
      emailStatus: (key) => statuses.get(key),
      sourceOfWealth: SOURCE_OF_WEALTH_FEATURE,
    });
    onChecked(result);
    return Object.values(result).every((problems) => problems.length === 0);
  }

  async function submit(applicant: Applicant) {
    setSending(true);
    setSendError(null);
    try {
      if (!(await check())) return;
      const registration: BusinessRegistration = {
        email: applicant.email,
        password: applicant.password,
        ...(resolutionId ? { resolutionId } : {}),
        draft,
      };
      const sentTo = await submission.submit(registration, (payload, key) =>
        createBusinessAccount(api, payload as BusinessRegistration, key),
      );
      void tellHostRegistered('business');
      toast.show({
        level: 'success',
        title: t`Your application is sent`,
        body: t`We sent the activation link to ${sentTo}. Open it to finish: then sign in.`,
        duration: null,
      });
      onSent();
    } catch (failure) {
      setSendError(failureText(failure, i18n));
    } finally {
      setSending(false);
    }
  }

  return (
    <SubmitScreen
      draft={draft}
      mainUsers={usersOf(draft).filter(
        (user) => user.accessRights === MAIN_USER_RIGHTS && shouldCheckEmail(user.email),
      )}
      checks={checks}
      onCheck={() => void check().catch(() => undefined)}
      onSubmit={submit}
      sendError={sendError}
      sending={sending}
      open={open}
      onBack={onBack}
    />
  );
}
