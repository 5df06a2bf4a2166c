import { Trans, useLingui } from '@lingui/react/macro';
import { type Loadable, LoadableView, Money, pageLayout } from '@paydeck/accounts';
import { Button, DataTable, StatusBadge, type StatusTone, type TableColumn } from '@paydeck/ui';
import type { ReactNode } from 'react';
import type { Identity } from '../api/commerce-schemas';

export interface VerificationScreenProps {
  identities: Loadable<readonly Identity[]>;
  /** verification: the newest and the request button; history: all. */
  view: 'verification' | 'history';
  onCreate: () => void;
  onRetry: () => void;
  notice?: ReactNode;
  /** The company right lets the person ask for a verification (auth's `can('initiate')`: it costs a fee). */
  canChange?: boolean;
}

const RECENT = 10;

/** security/verification and its history: identity checks the merchant asked for, with their fee. */
export function VerificationScreen(props: VerificationScreenProps) {
  const { t, i18n } = useLingui();
  const status: Record<number, [string, StatusTone]> = {
    1: [t`Pending`, 'warning'],
    2: [t`Verified`, 'success'],
    3: [t`Failed`, 'danger'],
  };
  const columns: TableColumn<Identity>[] = [
    { id: 'person', header: t`Person`, cell: (row) => `${row.firstName} ${row.lastName}`, isRowHeader: true },
    { id: 'email', header: t`E-mail`, cell: (row) => row.email },
    {
      id: 'fee',
      header: t`Fee`,
      noWrap: true,
      cell: (row) => <Money amount={row.fee.amount} currency={row.fee.currencyCode} />,
    },
    { id: 'at', header: t`Asked`, noWrap: true, cell: (row) => i18n.date(row.createdAt, { dateStyle: 'medium' }) },
    {
      id: 'status',
      header: t`Status`,
      phone: 'aside',
      cell: (row) => {
        const [word, tone] = status[row.statusId] ?? [String(row.statusId), 'neutral'];
        return <StatusBadge tone={tone}>{word}</StatusBadge>;
      },
    },
  ];
  return (
    <>
      {props.notice}
      {props.view === 'verification' && props.canChange !== false && (
        <div className={pageLayout.actions}>
          <Button onPress={props.onCreate}>
            <Trans>Verify a person</Trans>
          </Button>
        </div>
      )}
      <LoadableView value={props.identities} label={t`Loading the verifications`} onRetry={props.onRetry}>
        {(identities) =>
          identities.length === 0 ? (
            <p className={pageLayout.muted}>
              <Trans>No verifications yet.</Trans>
            </p>
          ) : (
            <DataTable
              label={props.view === 'history' ? t`Verification history` : t`Recent verifications`}
              columns={columns}
              rows={props.view === 'history' ? identities : identities.slice(0, RECENT)}
              rowKey={(row) => row.id}
            />
          )
        }
      </LoadableView>
    </>
  );
}
