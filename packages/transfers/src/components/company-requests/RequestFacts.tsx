import { useLingui } from '@lingui/react/macro';
import { formatDate, formatMoney } from '@paydeck/i18n';
import type { ReactNode } from 'react';
import type { TransactionRequest } from '../../api/company-requests';
import { arrivesOtherwise, leavingOf } from './request-review';
import * as styles from './requests.css';

export interface RequestFactsProps {
  request: TransactionRequest;
  typeName: (typeId: number) => string;
  /** `review`: what the decision is about (money, payee, accounts, creator); `full`: every detail. */
  variant?: 'full' | 'review';
}

/** A request's facts: whom it pays and into which account, what leaves and arrives, who created it. */
export function RequestFacts({ request, typeName, variant = 'full' }: RequestFactsProps) {
  const { t, i18n } = useLingui();
  const money = (amount: string, currencyCode: string) => formatMoney(amount, currencyCode, i18n.locale);
  const full = variant === 'full';
  const rows: [string, ReactNode][] = [];
  const add = (term: string, value: ReactNode | null | undefined, shown = true) => {
    if (shown && value !== null && value !== undefined && value !== '') rows.push([term, value]);
  };
  add(t`Pays`, request.payeeName ?? t`Unknown payee`);
  add(t`E-mail`, request.payeeEmail);
  add(t`Into account`, request.payeeAccount ?? t`Not known`);
  add(t`Bank`, request.payeeBank);
  add(t`Amount`, money(request.total, request.currencyCode));
  add(t`Fee`, money(request.fee, request.currencyCode));
  add(t`Leaves the company`, money(leavingOf(request), request.currencyCode));
  if (arrivesOtherwise(request) && request.toAmount && request.toCurrencyCode)
    add(t`Arrives`, money(request.toAmount, request.toCurrencyCode));
  add(t`From account`, request.fromAccountNumber);
  add(t`Created by`, request.createdByName);
  add(t`Reference`, request.reference ?? (request.description.trim() || null), full);
  add(t`Type`, typeName(request.transactionType), full);
  add(t`Created`, formatDate(request.created, i18n.locale, 'dateTime'), full);
  add(t`Request number`, String(request.transactionId), full);
  return (
    <dl className={styles.facts}>
      {rows.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.definition}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
