import { useLingui } from '@lingui/react/macro';
import { ScreenLoading } from '@paydeck/accounts';
import { lazy, Suspense } from 'react';
import type { BusinessScreen } from './steps';

// The page and its screens (react-aria's date picker and dialogs, TanStack Form, the country box) arrive in their
// own chunk, asked for as soon as the route's code runs: the route stays light (tooling/budget) and the page
// loads beside it, as the personal registration and kyc's pages do.
const loadPage = () =>
  import('./BusinessRegistrationPage').then((module) => ({ default: module.BusinessRegistrationPage }));
void loadPage();
const BusinessRegistrationPage = lazy(loadPage);

/** /register/business's component: the page, with a loading state while its chunk arrives. */
export function BusinessRegistrationRoute({ where }: { where: BusinessScreen }) {
  const { t } = useLingui();
  return (
    <Suspense fallback={<ScreenLoading label={t`Loading the registration form`} />}>
      <BusinessRegistrationPage where={where} />
    </Suspense>
  );
}
