import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RealtimeEvent } from '@paydeck/api-client';

/** Codes of a push event that mean "done" (the rest: refused or cancelled on the device). */
const successCodes = new Set(['confirmed', 'approved', 'success', '00', 'SUCCESS']);
export const isPushSuccess = (event: Pick<RealtimeEvent, 'code'>) => successCodes.has(event.code ?? '');

export const passwordChangedTexts = {
  title: msg`Password change`,
  success: msg`Your password has been successfully updated`,
  relink: msg`If you use the mobile app, link your device again with the new password.`,
  canceled: msg`Confirmation canceled`,
} satisfies Record<string, MessageDescriptor>;

/** What a password-change push event says (identity spec 4.2, 8). */
export function passwordChangeOutcome(event: Pick<RealtimeEvent, 'code'>): {
  ok: boolean;
  paragraphs: MessageDescriptor[];
} {
  return isPushSuccess(event)
    ? { ok: true, paragraphs: [passwordChangedTexts.success, passwordChangedTexts.relink] }
    : { ok: false, paragraphs: [passwordChangedTexts.canceled] };
}
