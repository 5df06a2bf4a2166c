import { Trans } from '@lingui/react/macro';
import { Link } from '@paydeck/ui';
import type { RepeatableTransfer } from '../../api/recent-transfer-details';
import { RepeatNotice } from '../repeat/RepeatNotice';

/**
 * Above an external form started from `?repeat=`: what was filled from which transfer, and what its checks say
 * (payments.md 7): a proof of address out of date or an address changed since (a wire carries the payer's
 * address), the country's extra fields to fill again, the customer's open requirements (RepeatNotice).
 */
export function ExternalRepeatNotice({
  failure,
  repeat,
  className,
}: {
  failure: string | null;
  repeat: RepeatableTransfer | null;
  className: string;
}) {
  if (failure || !repeat) return <RepeatNotice failure={failure} repeat={repeat} className={className} />;
  const name = repeat.details.beneficiaryName ?? repeat.details.maskedNumber ?? repeat.details.address ?? '';
  return (
    <div role="status" className={className}>
      <p>
        {name ? (
          <Trans>
            The form is filled in from your transfer to {name}. Check the details and the amount, then review it.
          </Trans>
        ) : (
          <Trans>
            The form is filled in from an earlier transfer. Check the details and the amount, then review it.
          </Trans>
        )}
      </p>
      {!repeat.isExtraParamsValid && (
        <p>
          <Trans>The bank now asks for other details for this country: fill in the fields it marks.</Trans>
        </p>
      )}
      {!repeat.isCustomerAddressDateValid && (
        <p>
          <Trans>
            Your proof of address is out of date; the bank may hold this transfer until you renew it in your{' '}
            <Link href="/profile">profile</Link>.
          </Trans>
        </p>
      )}
      {repeat.isCustomerAddressDateValid && !repeat.isCustomerAddressMatchesActive && (
        <p>
          <Trans>Your address has changed since that transfer: this one carries your new address.</Trans>
        </p>
      )}
      <RepeatNotice failure={null} repeat={repeat} className="" />
    </div>
  );
}
