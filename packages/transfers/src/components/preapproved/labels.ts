import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { type RunRefusal, runRefusals } from '../../api/preapproved';
import type { PreapprovedType } from './search';

export const typeLabels: Record<PreapprovedType, MessageDescriptor> = {
  subscription: msg`Recurring transfer`,
  p2p: msg`Person to person`,
};

/** The frequencies WIRE.md decides; another one from the server is shown as sent. */
export const frequencyLabels: Partial<Record<string, MessageDescriptor>> = {
  weekly: msg`Weekly`,
  monthly: msg`Monthly`,
  quarterly: msg`Quarterly`,
};

const refusedLabels: Record<RunRefusal, MessageDescriptor> = {
  insufficientFunds: msg`The last transfer was refused: not enough money.`,
  limitExceeded: msg`The last transfer was refused: it was over your limit.`,
  accountUnavailable: msg`The last transfer was refused: an account could not be used.`,
  accountClosed: msg`The last transfer was refused: an account is closed.`,
  noAccess: msg`The last transfer was refused: no right to pay from this account.`,
};

/** Why the latest run moved no money (WIRE.md's reasons); a reason it does not know says only that. */
export const lastRunRefusedLabel = (reason: string | null): MessageDescriptor =>
  isRefusal(reason) ? refusedLabels[reason] : msg`The last transfer was refused.`;

const isRefusal = (reason: string | null): reason is RunRefusal =>
  (runRefusals as readonly (string | null)[]).includes(reason);

/** The popup of a refused or failed cancel (payments.md 8). */
export const actionConfirmationTitle = msg`Action Confirmation`;
