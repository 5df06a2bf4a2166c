import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { pageLayout as layout, useMoneyText } from '@paydeck/accounts';
import { Link } from '@paydeck/ui';

export interface BatchOutcomeProps {
  /**
   * `submitted`: sent, the payees are mailed; `waiting`: held until the company's approver decides; `confirming`:
   * held until the person confirms it with their second factor (the popup was closed before).
   */
  status: 'submitted' | 'waiting' | 'confirming';
  transactionId: number | null;
  count: number;
  total: string;
  currencyCode: string;
}

/** The one outcome of a submitted global pay batch: what happened, its reference, where to follow it. */
export function BatchOutcome({ status, transactionId, count, total, currencyCode }: BatchOutcomeProps) {
  const { t } = useLingui();
  const money = useMoneyText();
  const amount = money(total, currencyCode);
  return (
    <section className={layout.section} aria-labelledby="batch-outcome-title">
      <div role="status">
        <h2 id="batch-outcome-title" className={layout.subtitle}>
          {status === 'submitted'
            ? t`The batch was submitted`
            : status === 'confirming'
              ? t`The batch waits for your confirmation`
              : t`The batch waits for your company's approval`}
        </h2>
      </div>
      <p className={layout.text}>
        {status === 'submitted'
          ? `${t`${amount} left the account.`} ${plural(count, {
              one: '# payee gets an e-mail with a link to choose how to receive the money; the payment’s status below follows it.',
              other:
                '# payees get an e-mail with a link to choose how to receive their money; each payment’s status below follows them.',
            })}`
          : status === 'confirming'
            ? t`${amount} is held on the account until you confirm the batch on your device or with your code. The payees get their e-mails after that; if it is refused or not confirmed in time, the money comes back and the batch is a draft again.`
            : t`${amount} is held on the account until an approver of your company decides. The payees get their e-mails after the approval; if it is declined, the money comes back and the batch is a draft again.`}
      </p>
      {transactionId !== null ? (
        <p className={layout.muted} data-testid="batch-reference">
          {t`Reference: ${transactionId}`}
        </p>
      ) : null}
      <div className={layout.actions}>
        <Link href="/history/batch-transfers?types=14">
          <Trans>See it in batch transfers</Trans>
        </Link>
        <Link href="/transfer/mass/global">
          <Trans>Upload another batch</Trans>
        </Link>
      </div>
    </section>
  );
}
