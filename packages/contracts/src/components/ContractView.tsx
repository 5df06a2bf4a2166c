import { Trans, useLingui } from '@lingui/react/macro';
import { pageLayout } from '@paydeck/accounts';
import { Button, Link, StatusBadge } from '@paydeck/ui';
import type { ReactNode } from 'react';
import type { Contract } from '../api/schemas';
import type { ContractAction } from '../model/contract-actions';
import { counterparty } from './ContractsScreen';
import * as styles from './contracts.css';
import { actionLabel, identificationLabel, statusLabel, statusTone } from './labels';
import { sharePercent } from './share-percent';

export interface ContractViewProps {
  contract: Contract;
  actions: readonly ContractAction[];
  /** The action running now (its button waits). */
  busy?: ContractAction | 'pdf' | null;
  onAction: (action: ContractAction) => void;
  onPdf: () => void;
  notice?: ReactNode;
}

/** revenue-split/{contractId}: the contract, both sides' obligations and signers, and what the viewer may do. */
export function ContractView({ contract: c, actions, busy, onAction, onPdf, notice }: ContractViewProps) {
  const { t, i18n } = useLingui();
  const day = (text: string) => i18n.date(text, { dateStyle: 'medium', timeZone: 'UTC' });
  const other = counterparty(c);
  const obligations = (items: string[]) => (
    <ul className={styles.list}>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: obligations are plain text and may repeat
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
  return (
    <div className={pageLayout.page}>
      <header className={pageLayout.pageHeader}>
        <h1 className={pageLayout.title}>
          <Trans>Contract {c.id}</Trans>
        </h1>
        <Link href="/revenue-split">
          <Trans>All contracts</Trans>
        </Link>
      </header>
      <div role="status">{notice}</div>
      <p>
        <StatusBadge tone={statusTone[c.status]}>{i18n._(statusLabel[c.status])}</StatusBadge>
      </p>
      <dl className={styles.details}>
        <dt className={styles.term}>{t`Company`}</dt>
        <dd>{c.company.title}</dd>
        <dt className={styles.term}>{t`Counterparty`}</dt>
        <dd>
          {other.name} ({other.username})
        </dd>
        <dt className={styles.term}>{t`Share of revenue`}</dt>
        <dd>
          {c.direction === 'PAY'
            ? t`You pay ${sharePercent(i18n, c.percentage)}`
            : t`You receive ${sharePercent(i18n, c.percentage)}`}
        </dd>
        <dt className={styles.term}>{t`Active from`}</dt>
        <dd>{day(c.activeFrom)}</dd>
        <dt className={styles.term}>{t`Active to`}</dt>
        <dd>{c.activeTo ? day(c.activeTo) : t`Until terminated`}</dd>
        {c.identificationStatus && (
          <>
            <dt className={styles.term}>{t`Signer identification`}</dt>
            <dd>{i18n._(identificationLabel[c.identificationStatus])}</dd>
          </>
        )}
        {c.note && (
          <>
            <dt className={styles.term}>{t`Note`}</dt>
            <dd>{c.note}</dd>
          </>
        )}
        {c.terminateInfo && (
          <>
            <dt className={styles.term}>{t`Termination`}</dt>
            <dd>
              {c.terminateInfo.terminatedBy === other.id ? t`Requested by ${other.name}` : t`Requested by you`}
              {c.terminateInfo.note ? `: ${c.terminateInfo.note}` : ''}
            </dd>
          </>
        )}
      </dl>
      <h2>{t`Obligations of ${c.sender.name} (pays), signed by ${c.senderSignerName ?? ''}`}</h2>
      {obligations(c.senderObligations)}
      <h2>{t`Obligations of ${c.beneficiary.name} (receives), signed by ${c.beneficiarySignerName ?? ''}`}</h2>
      {obligations(c.beneficiaryObligations)}
      <div className={styles.actions}>
        {actions.map((action) => (
          <Button
            key={action}
            variant={action === 'sign' || action === 'identify' ? 'primary' : 'secondary'}
            isLoading={busy === action}
            isDisabled={!!busy}
            onPress={() => onAction(action)}
          >
            {i18n._(actionLabel[action])}
          </Button>
        ))}
        <Button variant="secondary" isLoading={busy === 'pdf'} isDisabled={!!busy} onPress={onPdf}>
          <Trans>Download PDF</Trans>
        </Button>
      </div>
    </div>
  );
}
