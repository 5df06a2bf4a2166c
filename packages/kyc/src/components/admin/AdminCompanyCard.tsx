import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { type Loadable, LoadableView, pageLayout } from '@paydeck/accounts';
import { countryName, formatDate } from '@paydeck/i18n';
import { Button, StatusBadge } from '@paydeck/ui';
import type { AdminCompany, DocumentAssignment } from '../../api/company-admin';
import type { Representative } from '../../api/company-people';
import type { Address } from '../../api/schemas';
import * as styles from '../common/common.css';
import { companyAddressLine } from '../company/CompanyAddressesSection';
import { representativeKindText } from '../company/company-text';
import { representativeName } from '../company/RepresentativesSection';
import { representativeKind } from '../../model/company-representatives';
import { AssignDocumentForm } from './AssignDocumentForm';
import { ConfirmButton } from './ConfirmButton';

export interface AdminCompanyDetails {
  representatives: Representative[];
  addresses: Address[];
}

export interface AdminActions {
  assign: (customerId: number, assignment: DocumentAssignment) => Promise<unknown>;
  remove: (customerId: number, documentId: number) => Promise<unknown>;
  forceDelete: (customerId: number, representativeId: number) => Promise<unknown>;
}

/** One company of the overview: its counts; opened, its unassigned documents and its representatives. */
export function AdminCompanyCard({
  company,
  open,
  onToggle,
  details,
  onRetryDetails,
  actions,
}: {
  company: AdminCompany;
  open: boolean;
  onToggle: () => void;
  details: Loadable<AdminCompanyDetails>;
  onRetryDetails: () => void;
  actions: AdminActions;
}) {
  const { t, i18n } = useLingui();
  const name = company.name ?? String(company.customerId);
  const headingId = `admin-company-${company.customerId}`;
  const personName = (person: Representative) =>
    `${representativeName(person)} (${i18n._(representativeKindText[representativeKind(person.typeId)].one)})`;
  return (
    <section className={pageLayout.section} aria-labelledby={headingId}>
      <div className={pageLayout.sectionHeader}>
        <h2 id={headingId} className={pageLayout.subtitle}>
          {name}
        </h2>
        <Button size="small" variant="secondary" aria-expanded={open} onPress={onToggle}>
          {open ? <Trans>Close {name}</Trans> : <Trans>Open {name}</Trans>}
        </Button>
      </div>
      <p className={styles.facts}>
        {company.registrationCountryCode && <span>{countryName(company.registrationCountryCode, i18n.locale)}</span>}
        <StatusBadge tone={company.verified ? 'success' : 'warning'}>
          {company.verified ? <Trans>Verified</Trans> : <Trans>Not verified yet</Trans>}
        </StatusBadge>
        {company.limited && (
          <StatusBadge tone="danger">
            <Trans>Limited</Trans>
          </StatusBadge>
        )}
        <StatusBadge tone={company.actionCount === 0 ? 'success' : 'warning'}>
          <Plural value={company.actionCount} _0="Nothing to do" one="# action" other="# actions" />
        </StatusBadge>
        <span className={styles.muted}>
          <Plural
            value={company.representativesNeedingAction}
            _0="No representative needs action"
            one="# representative needs action"
            other="# representatives need action"
          />
        </span>
      </p>
      {open && (
        <LoadableView value={details} label={t`Loading ${name}`} onRetry={onRetryDetails}>
          {({ representatives, addresses }) => (
            <>
              <h3 className={styles.strong}>
                <Trans>Documents to assign</Trans>
              </h3>
              {company.unassignedDocuments.length === 0 ? (
                <p className={styles.muted}>
                  <Trans>Every document of this company is assigned.</Trans>
                </p>
              ) : (
                <ul className={styles.list} aria-label={t`Documents to assign: ${name}`}>
                  {company.unassignedDocuments.map((document) => {
                    const uploaded = formatDate(document.uploaded, i18n.locale);
                    return (
                      <li key={document.id} className={styles.row}>
                        <div className={styles.rowMain}>
                          <span className={styles.strong}>{document.documentType}</span>
                          <span className={styles.muted}>
                            <Trans>Uploaded {uploaded}</Trans>
                          </span>
                          <AssignDocumentForm
                            documentId={document.id}
                            documentName={document.documentType}
                            choices={{
                              representatives: representatives.map((person) => ({
                                id: person.id,
                                name: personName(person),
                              })),
                              addresses: addresses.map((address) => ({
                                id: address.addressId,
                                name: companyAddressLine(address, i18n.locale),
                              })),
                            }}
                            onAssign={(assignment) => actions.assign(company.customerId, assignment)}
                          />
                        </div>
                        <ConfirmButton
                          label={t`Remove ${document.documentType}`}
                          question={
                            <Trans>
                              Remove {document.documentType} from {name}? It leaves every list.
                            </Trans>
                          }
                          onConfirm={() => actions.remove(company.customerId, document.id)}
                        />
                      </li>
                    );
                  })}
                </ul>
              )}
              <h3 className={styles.strong}>
                <Trans>Representatives</Trans>
              </h3>
              <ul className={styles.list} aria-label={t`Representatives: ${name}`}>
                {representatives.map((person) => {
                  const who = personName(person);
                  return (
                    <li key={person.id} className={styles.row}>
                      <span>{who}</span>
                      <ConfirmButton
                        label={t`Delete ${who}`}
                        question={
                          <Trans>
                            Delete {who} from {name}? Their user access ends and their documents are marked deleted.
                          </Trans>
                        }
                        onConfirm={() => actions.forceDelete(company.customerId, person.id)}
                      />
                    </li>
                  );
                })}
              </ul>
            </>
          )}
        </LoadableView>
      )}
    </section>
  );
}
