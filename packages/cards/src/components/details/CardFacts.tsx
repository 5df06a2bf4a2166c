import { Trans, useLingui } from '@lingui/react/macro';
import { type Account, historyHref, Money, PendingAmount, pageLayout } from '@paydeck/accounts';
import { formatDate } from '@paydeck/i18n';
import { Link } from '@paydeck/ui';
import type { CardInfo } from '../../api/card';
import type { CardActions } from '../../model/card-rules';
import { cardStatusText } from '../../model/status-text';
import { cardExpiry } from '../common/card-text';
import { cardStatusHint } from './status-hints';

/** What the card page says about the card: status, expiry, balance, holder, 3-D Secure, a reissue under way. */
export function CardFacts({ account, info, actions }: { account: Account; info: CardInfo; actions: CardActions }) {
  const { i18n } = useLingui();
  const hint = cardStatusHint(account.statusId);
  const expiry = cardExpiry(account);
  const showEnrollment = !account.cardIsVirtual && (info.enrolled || actions.enrollment);
  const reissue = info.reissue;
  const reissueStatus = reissue ? i18n._(cardStatusText(reissue.statusId)) : '';
  const ordered = reissue ? formatDate(reissue.requestedAt, i18n.locale, 'date') : '';
  return (
    <div className={pageLayout.section}>
      <dl className={pageLayout.facts}>
        <div className={pageLayout.fact}>
          <dt className={pageLayout.factLabel}>
            <Trans>Status</Trans>
          </dt>
          <dd className={pageLayout.factValue}>{i18n._(cardStatusText(account.statusId))}</dd>
        </div>
        {actions.balance && (
          <div className={pageLayout.fact}>
            <dt className={pageLayout.factLabel}>
              <Trans>Balance</Trans>
            </dt>
            <dd className={pageLayout.factValue}>
              <Money amount={account.balance} currency={account.currencyCode} />
              <PendingAmount account={account} />
            </dd>
          </div>
        )}
        <div className={pageLayout.fact}>
          <dt className={pageLayout.factLabel}>
            <Trans>Expires</Trans>
          </dt>
          <dd className={pageLayout.factValue}>{expiry ?? <Trans>Not known yet</Trans>}</dd>
        </div>
        <div className={pageLayout.fact}>
          <dt className={pageLayout.factLabel}>
            <Trans>Name on the card</Trans>
          </dt>
          <dd className={pageLayout.factValue}>{info.holderName}</dd>
        </div>
        {showEnrollment && (
          <div className={pageLayout.fact}>
            <dt className={pageLayout.factLabel}>
              <Trans>3-D Secure</Trans>
            </dt>
            <dd className={pageLayout.factValue}>
              {info.enrolled ? <Trans>Enrolled</Trans> : <Trans>Not enrolled</Trans>}
            </dd>
          </div>
        )}
      </dl>
      {hint && <p className={pageLayout.text}>{i18n._(hint)}</p>}
      {reissue && (
        <p className={pageLayout.text} data-testid="reissue">
          {reissue.isExpressShipping ? (
            <Trans>
              A new card is on its way, shipped express. Its status: {reissueStatus}. Ordered on {ordered}.
            </Trans>
          ) : (
            <Trans>
              A new card is on its way, shipped by standard post. Its status: {reissueStatus}. Ordered on {ordered}.
            </Trans>
          )}
        </p>
      )}
      {actions.history && (
        <p className={pageLayout.text}>
          <Link href={historyHref({ accountId: account.accountId })}>
            <Trans>See the card's transactions</Trans>
          </Link>
        </p>
      )}
    </div>
  );
}
