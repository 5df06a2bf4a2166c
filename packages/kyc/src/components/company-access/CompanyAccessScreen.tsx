import { Trans, useLingui } from '@lingui/react/macro';
import { type Loadable, LoadableView, pageLayout } from '@paydeck/accounts';
import type { CompanyUser, NewAuthorisedUser } from '../../api/company-access';
import type { Representative } from '../../api/company-people';
import { AddRepresentativeForm } from './AddRepresentativeForm';
import { AssignableRightsContext } from './assignable-rights-context';
import { AuthorisedUserForm } from './AuthorisedUserForm';
import { type CompanyUserPhoneActions, CompanyUserPhoneSection } from './CompanyUserPhoneSection';
import { type CompanyUserActions, CompanyUsersList } from './CompanyUsersList';

export interface CompanyAccessActions extends CompanyUserActions {
  addRepresentative: (representativeId: number, accessRights: number) => Promise<unknown>;
  create: (user: NewAuthorisedUser) => Promise<unknown>;
}

export interface CompanyAccessScreenProps {
  /** `rights`: the rights that may be given (the server's list, filtered by `assignableRights`). */
  data: Loadable<{ users: CompanyUser[]; candidates: Representative[]; rights: readonly number[] }>;
  onRetry: () => void;
  /** Full access (2) manages users; everyone else sees them. */
  canManage: boolean;
  actions: CompanyAccessActions;
  /** The signed-in user's own phone at the company (any right). */
  phone?: CompanyUserPhoneActions | undefined;
}

/** /company-access: the company's users and rights; with full access, change rights, add users, resend links. */
export function CompanyAccessScreen({ data, onRetry, canManage, actions, phone }: CompanyAccessScreenProps) {
  const { t } = useLingui();
  return (
    <div className={pageLayout.page}>
      <h1 className={pageLayout.title}>
        <Trans>Company users</Trans>
      </h1>
      <LoadableView value={data} label={t`Loading the company's users`} onRetry={onRetry} lines={6}>
        {({ users, candidates, rights }) => (
          <AssignableRightsContext value={rights}>
            <section className={pageLayout.section} aria-labelledby="access-users">
              <h2 id="access-users" className={pageLayout.subtitle}>
                <Trans>Users and their access</Trans>
              </h2>
              {!canManage && (
                <p className={pageLayout.muted}>
                  <Trans>Only a user with full access can change who may act for the company.</Trans>
                </p>
              )}
              <CompanyUsersList users={users} canManage={canManage} actions={actions} />
            </section>
            {phone && <CompanyUserPhoneSection actions={phone} />}
            {canManage && (
              <>
                <section className={pageLayout.section} aria-labelledby="access-representative">
                  <h2 id="access-representative" className={pageLayout.subtitle}>
                    <Trans>Add a representative as a user</Trans>
                  </h2>
                  <AddRepresentativeForm candidates={candidates} onSubmit={actions.addRepresentative} />
                </section>
                <section className={pageLayout.section} aria-labelledby="access-new">
                  <h2 id="access-new" className={pageLayout.subtitle}>
                    <Trans>Add an authorised user</Trans>
                  </h2>
                  <AuthorisedUserForm onSubmit={actions.create} />
                </section>
              </>
            )}
          </AssignableRightsContext>
        )}
      </LoadableView>
    </div>
  );
}
