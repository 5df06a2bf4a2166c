import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StatusTone } from '@paydeck/ui';

/** A resolution's and a signer's status (WIRE.md: 41 pending, 2 signed, 26 rejected). */
export const resolutionStatusText: Record<
  41 | 2 | 26,
  { resolution: MessageDescriptor; signer: MessageDescriptor; tone: StatusTone }
> = {
  41: { resolution: msg`Waiting for signatures`, signer: msg`Not signed yet`, tone: 'warning' },
  2: { resolution: msg`Signed by every director asked`, signer: msg`Signed`, tone: 'success' },
  26: { resolution: msg`Refused by a director`, signer: msg`Refused`, tone: 'danger' },
};
