import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { StatusTone } from '@paydeck/ui';
import type { TicketFilter } from '../model/ticket-status';

export const filterLabel: Record<TicketFilter, MessageDescriptor> = {
  all: msg`All`,
  open: msg`Open`,
  new: msg`New`,
  closed: msg`Closed`,
};
export const statusTone: Record<Exclude<TicketFilter, 'all'>, StatusTone> = {
  new: 'info',
  open: 'neutral',
  closed: 'success',
};
