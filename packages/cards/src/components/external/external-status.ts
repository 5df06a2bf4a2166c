// The words and badge tones of an external card's verification status.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StatusTone } from '@paydeck/ui';
import type { ExternalCardStatus } from '../../api/external';

export const externalStatusText: Record<ExternalCardStatus, MessageDescriptor> = {
  pending: msg`Waiting for confirmation`,
  confirmed: msg`Confirmed`,
  failed: msg`Verification failed`,
};

export const externalStatusTone: Record<ExternalCardStatus, StatusTone> = {
  pending: 'info',
  confirmed: 'success',
  failed: 'danger',
};
