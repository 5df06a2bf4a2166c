import { useLingui } from '@lingui/react/macro';
import { formatAmount, formatDate } from '@paydeck/i18n';
import { StatusBadge } from '@paydeck/ui';
import type { ReactNode } from 'react';
import type { TransactionDetails } from '../../api/transaction';
import { isZeroDecimal, sumDecimals } from '../../model/decimal';
import { statusMeaning } from '../../model/transaction-sheet';
import { transactionStatus } from '../common/labels';
import * as layout from '../common/layout.css';
import { Money, useMoneyText } from '../common/Money';
import { statusMeanings } from './meanings';
import * as styles from './transaction.css';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.factRow}>
      <dt className={layout.factLabel}>{label}</dt>
      <dd className={styles.factValue}>{children}</dd>
    </div>
  );
}

/** The counterparty as the bank knows them: name, e-mail, account, bank (what is known of it). */
function Party({ party }: { party: TransactionDetails['counterparty'] }) {
  const lines = [party.email, party.account, party.bank].filter((line): line is string => !!line);
  if (!party.name && lines.length === 0) return <span>—</span>;
  return (
    <>
      {party.name && <strong>{party.name}</strong>}
      {lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
    </>
  );
}

const meaningStyle = {
  waitingApproval: styles.heldMeaning,
  waitingConfirmation: styles.heldMeaning,
  processing: styles.heldMeaning,
  arriving: styles.heldMeaning,
  rejected: layout.message,
  canceled: layout.message,
} as Record<string, string>;

/** Everything known of one transaction: who and how much, what its status means, then every fact and id. */
export function TransactionFacts({ details, typeName }: { details: TransactionDetails; typeName: string }) {
  const { t, i18n } = useLingui();
  const money = useMoneyText();
  const { direction, counterparty, approval } = details;
  const incoming = direction === 'incoming';
  const converted = details.currencyCode !== details.toCurrencyCode;
  const hasFee = !incoming && !isZeroDecimal(details.fee);
  const status = transactionStatus(details.statusId, details.status, i18n);
  const meaning = statusMeaning(details);
  const meaningText = statusMeanings[meaning];
  const yourAccount = (number: string | null) => (number ? t`Your account ${number}` : '—');
  // Whom it paid or who paid, else what it was (a card purchase's merchant is its description).
  const title =
    direction === 'own'
      ? t`Between your accounts`
      : counterparty.name || counterparty.email || details.description || counterparty.account || typeName;
  return (
    <div className={layout.list}>
      <div className={layout.sectionHeader}>
        <p className={layout.subtitle}>{title}</p>
        <span className={layout.factValue}>
          {incoming ? (
            <Money amount={details.toAmount} currency={details.toCurrencyCode} />
          ) : (
            <Money amount={details.amount} currency={details.currencyCode} outgoing />
          )}
        </span>
      </div>
      <div>
        <StatusBadge tone={status.tone}>{status.text}</StatusBadge>
      </div>
      {meaningText && <p className={meaningStyle[meaning] ?? styles.meaning}>{i18n._(meaningText)}</p>}
      <dl className={styles.facts}>
        <Fact label={t`Date and time`}>{formatDate(details.dateTime, i18n.locale, 'dateTime')}</Fact>
        <Fact label={t`Type`}>{typeName}</Fact>
        {incoming ? (
          <Fact label={t`Amount received`}>{money(details.toAmount, details.toCurrencyCode)}</Fact>
        ) : (
          <>
            <Fact label={t`Amount sent`}>{money(details.amount, details.currencyCode)}</Fact>
            <Fact label={t`Fee`}>{hasFee ? money(details.fee, details.currencyCode) : t`No fee`}</Fact>
            {hasFee && (
              <Fact label={t`Total debited`}>
                {money(sumDecimals([details.amount, details.fee]), details.currencyCode)}
              </Fact>
            )}
          </>
        )}
        {converted && (
          <Fact label={t`Exchange rate`}>
            {`1 ${details.currencyCode} = ${formatAmount(details.exchangeRate, i18n.locale)} ${details.toCurrencyCode}`}
          </Fact>
        )}
        {converted && !incoming && (
          <Fact label={t`Amount that arrives`}>{money(details.toAmount, details.toCurrencyCode)}</Fact>
        )}
        <Fact label={t`From`}>
          {incoming ? <Party party={counterparty} /> : yourAccount(details.account.accountNumber)}
        </Fact>
        <Fact label={t`To`}>
          {incoming ? (
            yourAccount(details.account.accountNumber)
          ) : direction === 'own' ? (
            yourAccount(counterparty.account)
          ) : (
            <Party party={counterparty} />
          )}
        </Fact>
        {details.reference && <Fact label={t`Reference`}>{details.reference}</Fact>}
        {details.description && <Fact label={t`Description`}>{details.description}</Fact>}
        {approval?.approveType === 'company' && <Fact label={t`Requested by`}>{approval.initiatedBy}</Fact>}
        {approval?.approveType === 'company' && approval.decidedBy && (
          <Fact label={approval.status === 'rejected' ? t`Declined by` : t`Approved by`}>{approval.decidedBy}</Fact>
        )}
        <Fact label={t`Transaction ID`}>{details.transactionId}</Fact>
        {approval && <Fact label={t`Operation ID`}>{approval.operationId}</Fact>}
        {details.feeTransactionId !== null && <Fact label={t`Fee transaction ID`}>{details.feeTransactionId}</Fact>}
        {details.batchId !== null && <Fact label={t`Batch ID`}>{details.batchId}</Fact>}
      </dl>
    </div>
  );
}
