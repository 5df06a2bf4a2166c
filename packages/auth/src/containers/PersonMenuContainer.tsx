import { useRouter } from '@tanstack/react-router';
import { RouterProvider } from 'react-aria-components';
import { PersonMenu } from '../components/person-menu/PersonMenu';
import { personName } from '../model/person-name';
import { personMenuFor } from '../navigation';
import { useCustomer } from '../session/hooks';
import { useShallow } from 'zustand/react/shallow';
import { useSessionStore } from '../session/store';
import { signOut } from '../session/sign-out';

/** The person menu wired to the session and the router (the shell's header and its mobile drawer). */
export function PersonMenuContainer({ layout, onNavigate }: { layout: 'header' | 'drawer'; onNavigate?: () => void }) {
  const router = useRouter();
  // Customer info of the company acted for names it; the summary stands in until it is loaded.
  const { data } = useCustomer();
  const summary = useSessionStore((state) => state.customer);
  const actingForCompany = useSessionStore((state) => state.fromCustomerId !== null);
  const rights = useSessionStore(
    useShallow(({ customer, fromCustomerId, accessRights }) => ({ customer, fromCustomerId, accessRights })),
  );
  const customer = data ?? summary;
  if (!customer) return null;
  return (
    <RouterProvider navigate={(href) => void router.navigate({ href })}>
      <PersonMenu
        layout={layout}
        name={personName(customer)}
        actingFor={actingForCompany ? (customer.businessName ?? undefined) : undefined}
        items={personMenuFor(customer, rights)}
        onSignOut={() => void signOut()}
        onNavigate={onNavigate}
      />
    </RouterProvider>
  );
}
