// The e-mail existence status of registration (identity spec 3): 0 free, 1 taken, 2 checking, 3 employee,
// -1 check failed. An invalid e-mail (spec 5's rule) is never sent to the server check. Pure.
import { isValidEmail } from '@paydeck/auth/email';

export const EmailStatus = { free: 0, taken: 1, checking: 2, employee: 3, failed: -1 } as const;
export type EmailStatus = (typeof EmailStatus)[keyof typeof EmailStatus];

/** The statuses that let a company user (and a new personal customer) register with that e-mail. */
const USABLE_FOR_USER: ReadonlySet<EmailStatus> = new Set<EmailStatus>([EmailStatus.free, EmailStatus.employee]);

/** A person marked as user needs an e-mail whose existence status is 0 or 3 (spec 5). */
export const isUsableUserEmail = (status: EmailStatus | undefined) =>
  status !== undefined && USABLE_FOR_USER.has(status);

/** Whether the e-mail may go to the server check: not empty and valid by spec 5's rule. */
export function shouldCheckEmail(email: string): boolean {
  const value = email.trim();
  return value !== '' && isValidEmail(value);
}

/** The status of the check's answer (`{ exists, isEmployee }`): free, taken, or an employee's e-mail. */
export function emailStatusOf(answer: { exists: boolean; isEmployee: boolean }): EmailStatus {
  if (!answer.exists) return EmailStatus.free;
  return answer.isEmployee ? EmailStatus.employee : EmailStatus.taken;
}

/** The key under which a status is remembered: the e-mail trimmed and lower-cased. */
export const emailKey = (email: string) => email.trim().toLowerCase();
