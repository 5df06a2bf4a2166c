import { useLingui } from '@lingui/react/macro';
import { StatusBadge } from '@paydeck/ui';
import { addressStatusName, documentStatusName } from '../../model/document-status';
import { addressStatusText, documentStatusText, unknownStatus } from './document-text';

/** An uploaded document's status (submitted 0 … name mismatch 64) as a word and a tone. */
export function DocumentStatusBadge({ statusId }: { statusId: number }) {
  const { i18n } = useLingui();
  const name = documentStatusName(statusId);
  const text = name ? documentStatusText[name] : unknownStatus;
  return <StatusBadge tone={text.tone}>{i18n._(text.label)}</StatusBadge>;
}

/** An address status (0 unconfirmed … 4 name mismatch). */
export function AddressStatusBadge({ status }: { status: number }) {
  const { i18n } = useLingui();
  const name = addressStatusName(status);
  const text = name ? addressStatusText[name] : unknownStatus;
  return <StatusBadge tone={text.tone}>{i18n._(text.label)}</StatusBadge>;
}
