import { Trans } from '@lingui/react/macro';
import type { RepeatableTransfer } from '../../api/recent-transfer-details';

/**
 * Above a form started from `?repeat=`: why the transfer could not be read (the form starts empty), or that the
 * customer has something to finish first (`hasRequirements`: the bank may refuse the transfer until then).
 */
export function RepeatNotice({
  failure,
  repeat,
  className,
}: {
  failure: string | null;
  repeat: Pick<RepeatableTransfer, 'hasRequirements'> | null;
  className: string;
}) {
  if (failure) {
    return (
      <p role="alert" className={className}>
        <Trans>This transfer cannot be repeated: {failure}</Trans>
      </p>
    );
  }
  if (repeat?.hasRequirements) {
    return (
      <p role="status" className={className}>
        <Trans>
          Before money can leave your account, finish what your profile asks for; until then the bank may refuse this
          transfer.
        </Trans>
      </p>
    );
  }
  return null;
}
