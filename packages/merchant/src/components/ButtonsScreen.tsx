import { Trans, useLingui } from '@lingui/react/macro';
import { type Loadable, LoadableView, Money, pageLayout } from '@paydeck/accounts';
import { Button, DataTable, EmptyState, type TableColumn } from '@paydeck/ui';
import type { ReactNode } from 'react';
import type { Button as SavedButton } from '../api/commerce-schemas';

export interface ButtonsScreenProps {
  /** saved: the buttons; pbn: their pay-by-link settings. */
  view: 'saved' | 'pbn';
  buttons: Loadable<readonly SavedButton[]>;
  onCreate: () => void;
  onEdit: (button: SavedButton) => void;
  /** The id of the button whose edit dialog is being opened (read from the server first). */
  opening?: number | null | undefined;
  onDelete: (button: SavedButton) => void;
  onRetry: () => void;
  notice?: ReactNode;
  /** The company right lets the person change buttons (auth's `can('initiate')`); else they are listed only. */
  canChange?: boolean;
}

/** buttons/saved and buttons/pbn_settings: the saved payment buttons (create, edit, delete). */
export function ButtonsScreen(props: ButtonsScreenProps) {
  const { t } = useLingui();
  const actions: TableColumn<SavedButton> = {
    id: 'actions',
    header: t`Actions`,
    phone: 'actions',
    cell: (row) => (
      <div className={pageLayout.actions}>
        <Button size="small" variant="secondary" isLoading={props.opening === row.id} onPress={() => props.onEdit(row)}>
          {t`Edit ${row.name}`}
        </Button>
        {props.view === 'saved' && (
          <Button size="small" variant="secondary" onPress={() => props.onDelete(row)}>
            {t`Delete ${row.name}`}
          </Button>
        )}
      </div>
    ),
  };
  const canChange = props.canChange !== false;
  const all: TableColumn<SavedButton>[] =
    props.view === 'saved'
      ? [
          { id: 'name', header: t`Name`, cell: (row) => row.name, isRowHeader: true },
          {
            id: 'amount',
            header: t`Amount`,
            cell: (row) => <Money amount={row.amount} currency={row.currencyCode} />,
            align: 'end',
            noWrap: true,
            phone: 'aside',
          },
          { id: 'description', header: t`Description`, cell: (row) => row.description || '—' },
          actions,
        ]
      : [
          { id: 'name', header: t`Name`, cell: (row) => row.name, isRowHeader: true },
          { id: 'pbn', header: t`Pay by link`, cell: (row) => (row.pbnEnabled ? t`On` : t`Off`) },
          { id: 'expiry', header: t`Link valid for`, cell: (row) => t`${row.pbnExpiryDays} days` },
          { id: 'return', header: t`Return address`, cell: (row) => row.returnUrl || '—' },
          actions,
        ];
  const columns = canChange ? all : all.filter((column) => column !== actions);
  return (
    <>
      {props.notice}
      {props.view === 'saved' && canChange && (
        <div className={pageLayout.actions}>
          <Button onPress={props.onCreate}>
            <Trans>Create a button</Trans>
          </Button>
        </div>
      )}
      <LoadableView value={props.buttons} label={t`Loading the buttons`} onRetry={props.onRetry}>
        {(buttons) =>
          buttons.length === 0 ? (
            <EmptyState
              headingLevel={3}
              title={t`No saved buttons yet`}
              description={t`A button lets your customers pay you a set amount from your site or by a link.`}
            />
          ) : (
            <DataTable label={t`Saved buttons`} columns={columns} rows={buttons} rowKey={(row) => row.id} />
          )
        }
      </LoadableView>
    </>
  );
}
