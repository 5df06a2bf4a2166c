import { useLingui } from '@lingui/react/macro';
import { openPaymentAccounts, pageLayout, toLoadable, useAccounts } from '@paydeck/accounts';
import { api, useCompanyRights } from '@paydeck/auth';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useState } from 'react';
import { deleteButton, fetchButtons, fetchLogo, fetchLogos, saveButton } from '../api/commerce';
import type { Button } from '../api/commerce-schemas';
import { merchantKeys } from '../api/keys';
import { ButtonsScreen } from '../components/ButtonsScreen';
import { useMerchantCustomer } from './customer';
import { useActions } from './useActions';
import { useEditedButton } from './useEditedButton';

const ButtonDialog = lazy(() => import('../components/ButtonDialog').then((m) => ({ default: m.ButtonDialog })));
const loadPopups = () => import('./MerchantPopups');
const ConfirmDelete = lazy(() => loadPopups().then((m) => ({ default: m.ConfirmDelete })));
const ResponsePopup = lazy(() => loadPopups().then((m) => ({ default: m.ResponsePopup })));

type Popup = { kind: 'edit'; button: Button | null } | { kind: 'delete'; button: Button };

export const SavedButtonsSection = () => <ButtonsSection view="saved" />;
export const PbnSettingsSection = () => <ButtonsSection view="pbn" />;

/** buttons/saved and buttons/pbn_settings. */
function ButtonsSection({ view }: { view: 'saved' | 'pbn' }) {
  const { t, i18n } = useLingui();
  const { can } = useCompanyRights();
  const customerId = useMerchantCustomer();
  const [popup, setPopup] = useState<Popup | null>(null);
  const actions = useActions((text) => <p className={pageLayout.message}>{text}</p>);
  const buttons = useQuery({
    queryKey: merchantKeys.list('buttons', customerId),
    queryFn: ({ signal }) => fetchButtons(api, signal),
  });
  const logos = useQuery({
    queryKey: merchantKeys.list('logos', customerId),
    queryFn: ({ signal }) => fetchLogos(api, signal),
    enabled: popup?.kind === 'edit',
  });
  const accounts = useAccounts();
  const choices = openPaymentAccounts(accounts.data ?? []).map((account) => ({
    accountId: account.accountId,
    label: `${account.currencyCode} · ${account.accountNumber}`,
    currencyCode: account.currencyCode,
  }));
  const open = (next: Popup) => {
    actions.fresh();
    setPopup(next);
  };
  const queryClient = useQueryClient();
  // an edit starts from the button as the server has it now (buttonGet), not from the list's copy
  const edited = useEditedButton((button) => open({ kind: 'edit', button }));
  const loadLogo = useCallback(
    (id: number) =>
      queryClient.fetchQuery({
        queryKey: merchantKeys.item('logos', customerId, id),
        queryFn: ({ signal }) => fetchLogo(api, id, signal),
      }),
    [queryClient, customerId],
  );
  return (
    <>
      <ButtonsScreen
        canChange={can('initiate')}
        view={view}
        buttons={toLoadable(buttons, i18n)}
        onCreate={() => open({ kind: 'edit', button: null })}
        onEdit={(button) => {
          actions.fresh();
          edited.open(button.id);
        }}
        opening={edited.opening}
        onDelete={(button) => open({ kind: 'delete', button })}
        onRetry={() => void buttons.refetch()}
        notice={edited.failure ? <p className={pageLayout.message}>{edited.failure}</p> : actions.message}
      />
      <Suspense fallback={null}>
        {popup?.kind === 'edit' && (
          <ButtonDialog
            button={popup.button}
            accounts={choices}
            logos={logos.data ?? []}
            loadLogo={loadLogo}
            onClose={() => setPopup(null)}
            onSubmit={async (input) => {
              const id = popup.button?.id;
              const done = await actions.run(
                input,
                (key) => saveButton(api, input, key, id),
                t`The button ${input.name} was saved.`,
              );
              if (done) setPopup(null);
            }}
          />
        )}
        {popup?.kind === 'delete' && (
          <ConfirmDelete
            name={popup.button.name}
            onClose={() => setPopup(null)}
            onConfirm={async () => {
              const { button } = popup;
              setPopup(null);
              await actions.run(
                { id: button.id },
                (key) => deleteButton(api, button.id, key),
                t`${button.name} was deleted.`,
              );
            }}
          />
        )}
        {actions.refusal !== undefined && (
          <ResponsePopup isOpen answer={actions.refusal} onOpenChange={(isOpen) => !isOpen && actions.closeRefusal()} />
        )}
      </Suspense>
    </>
  );
}
