import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { EmailExistence } from '../api/email-check';
import * as styles from '../common/registration.css';

/** What the live check says to someone opening a personal account (spec 3's statuses). */
const texts: Record<EmailExistence, MessageDescriptor> = {
  0: msg`This e-mail is free.`,
  1: msg`This e-mail already has an account. Sign in, or recover the password.`,
  2: msg`Checking the e-mail…`,
  3: msg`This e-mail signs in to a company account. Use another e-mail for a personal account.`,
  [-1]: msg`The e-mail could not be checked now. You can still send the form.`,
};

/** The live status under the e-mail field, announced politely as it changes; nothing for an unchecked e-mail. */
export function PersonalEmailStatus({ status }: { status: EmailExistence | undefined }) {
  const { i18n } = useLingui();
  const bad = status === 1 || status === 3;
  return (
    <p role="status" aria-live="polite" className={bad ? styles.errorText : styles.muted}>
      {status === undefined ? null : i18n._(texts[status])}
    </p>
  );
}
