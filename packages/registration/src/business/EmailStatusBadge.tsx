import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { StatusBadge, type StatusTone } from '@paydeck/ui';

/** The e-mail existence status codes of the spec (3): 0 free, 1 taken, 2 checking, 3 employee, -1 check failed. */
const statusWords: Record<string, { text: MessageDescriptor; tone: StatusTone }> = {
  '0': { text: msg`This e-mail is free.`, tone: 'success' },
  '1': { text: msg`This e-mail already has an account: a user needs an e-mail of their own.`, tone: 'danger' },
  '2': { text: msg`Checking the e-mail…`, tone: 'neutral' },
  '3': { text: msg`This e-mail belongs to an employee of another company: it can be added.`, tone: 'info' },
  '-1': { text: msg`The e-mail could not be checked. Try again in a moment.`, tone: 'warning' },
};

/** The words of a status code; undefined for a code the spec does not name. */
export const emailStatusWords = (status: number) => statusWords[String(status)];

/**
 * The live status of a user's e-mail, announced politely as it changes. Nothing is shown while the e-mail is
 * empty or not valid (those are never sent to the check).
 */
export function EmailStatusBadge({ status }: { status: number | undefined }) {
  const { i18n } = useLingui();
  const words = status === undefined ? undefined : emailStatusWords(status);
  return (
    <div role="status" aria-live="polite">
      {words && <StatusBadge tone={words.tone}>{i18n._(words.text)}</StatusBadge>}
    </div>
  );
}
