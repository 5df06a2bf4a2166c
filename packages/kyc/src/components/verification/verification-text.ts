import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StatusTone } from '@paydeck/ui';
import type { VideoJob, WorkflowRun } from '../../api/verification';

export const workflowStatusText: Record<
  WorkflowRun['status'],
  { label: MessageDescriptor; text: MessageDescriptor; tone: StatusTone }
> = {
  started: {
    label: msg`In progress`,
    text: msg`Follow the provider's steps: show your identity document and your face to the camera.`,
    tone: 'info',
  },
  completed: {
    label: msg`Completed`,
    text: msg`Thank you. We have your identification and will review it.`,
    tone: 'success',
  },
  failed: {
    label: msg`Failed`,
    text: msg`The identification did not succeed. Start it again from your profile.`,
    tone: 'danger',
  },
  expired: {
    label: msg`Expired`,
    text: msg`This link has expired. Start the identification again from your profile.`,
    tone: 'neutral',
  },
};

/** A run started from a contract (the landing has its way back): started again from there, not from the profile. */
export const contractRunText: Partial<Record<WorkflowRun['status'], MessageDescriptor>> = {
  failed: msg`The identification did not succeed. Start it again from the contract.`,
  expired: msg`This link has expired. Start the identification again from the contract.`,
};

export const videoJobStatusText: Record<
  VideoJob['status'],
  { label: MessageDescriptor; text: MessageDescriptor; tone: StatusTone }
> = {
  created: {
    label: msg`Booked`,
    text: msg`Your video identification is booked. Keep your identity document at hand.`,
    tone: 'info',
  },
  inProgress: { label: msg`In progress`, text: msg`Your video call is in progress.`, tone: 'info' },
  completed: {
    label: msg`Completed`,
    text: msg`The video call is over. We will let you know when the review is done.`,
    tone: 'success',
  },
  rejected: {
    label: msg`Not accepted`,
    text: msg`The video identification was not accepted. Book a new one from your profile.`,
    tone: 'danger',
  },
};
