import { useLingui } from '@lingui/react/macro';
import { pageLayout, toLoadable } from '@paydeck/accounts';
import { api, useCompanyRights } from '@paydeck/auth';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { createLogo, deleteLogo, fetchLogos, makeDefaultLogo } from '../api/commerce';
import type { Logo } from '../api/commerce-schemas';
import { merchantKeys } from '../api/keys';
import { LogosScreen } from '../components/LogosScreen';
import { useMerchantCustomer } from './customer';
import { useActions } from './useActions';

const loadPopups = () => import('./MerchantPopups');
const ConfirmDelete = lazy(() => loadPopups().then((m) => ({ default: m.ConfirmDelete })));
const ResponsePopup = lazy(() => loadPopups().then((m) => ({ default: m.ResponsePopup })));

/** buttons/business_logos: upload (multipart), make default, delete. */
export function LogosSection() {
  const { t, i18n } = useLingui();
  const { can } = useCompanyRights();
  const customerId = useMerchantCustomer();
  const [deleting, setDeleting] = useState<Logo | null>(null);
  const actions = useActions((text) => <p className={pageLayout.message}>{text}</p>);
  const logos = useQuery({
    queryKey: merchantKeys.list('logos', customerId),
    queryFn: ({ signal }) => fetchLogos(api, signal),
  });
  return (
    <>
      <LogosScreen
        canChange={can('initiate')}
        logos={toLoadable(logos, i18n)}
        onUpload={(input) => {
          actions.fresh();
          return actions.run(
            { name: input.name, isDefault: input.isDefault, size: input.file.size },
            (key) => createLogo(api, input, key),
            t`The logo ${input.name} was uploaded.`,
          );
        }}
        onMakeDefault={(logo) => {
          actions.fresh();
          void actions.run(
            { id: logo.id },
            (key) => makeDefaultLogo(api, logo.id, key),
            t`${logo.name} is the default logo.`,
          );
        }}
        onDelete={(logo) => {
          actions.fresh();
          setDeleting(logo);
        }}
        onRetry={() => void logos.refetch()}
        notice={actions.message}
      />
      <Suspense fallback={null}>
        {deleting && (
          <ConfirmDelete
            name={deleting.name}
            onClose={() => setDeleting(null)}
            onConfirm={async () => {
              const logo = deleting;
              setDeleting(null);
              await actions.run({ id: logo.id }, (key) => deleteLogo(api, logo.id, key), t`${logo.name} was deleted.`);
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
