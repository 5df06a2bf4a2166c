import { Trans, useLingui } from '@lingui/react/macro';
import { type Loadable, LoadableView, pageLayout } from '@paydeck/accounts';
import type { WForm } from '../../model/tax-classification';
import type { BusinessCertificationPayload, BusinessCertificationValues } from '../../model/tax-payload';
import { ReadOnlyNote } from '../common/ReadOnlyNote';
import { type AddressChoice, BusinessCertificationForm } from './BusinessCertificationForm';
import { type CertificationDocument, CertificationDocuments } from './CertificationDocuments';

/** What the business certification page shows, read from the certification answer. */
export interface BusinessCertificationView {
  values: BusinessCertificationValues;
  documents: CertificationDocument[];
  addresses: AddressChoice[];
  saved: boolean;
  /** The US form the saved answers call for (the server's `requiredForm`). */
  wForm: WForm | null;
}

export interface BusinessSelfCertificationScreenProps {
  certification: Loadable<BusinessCertificationView>;
  today: string;
  onRetry: () => void;
  onSubmit: (payload: BusinessCertificationPayload) => Promise<unknown>;
  onSign: (form: WForm) => Promise<unknown>;
  /** Full access (2): the form and signing; anyone else acting for the company the statuses. */
  canManage: boolean;
}

/** /self-certification-business: the company's FATCA/CRS self-certification and its US tax form. */
export function BusinessSelfCertificationScreen(props: BusinessSelfCertificationScreenProps) {
  const { t } = useLingui();
  return (
    <div className={pageLayout.page}>
      <h1 className={pageLayout.title}>
        <Trans>Company tax self-certification</Trans>
      </h1>
      <LoadableView value={props.certification} label={t`Loading the self-certification`} onRetry={props.onRetry}>
        {(view) => (
          <>
            <section className={pageLayout.section}>
              <p className={pageLayout.text}>
                <Trans>
                  Tell us where the company is resident for tax, what kind of company it is and, if its income is mostly
                  passive, who controls it. We share this with tax authorities as FATCA and CRS require.
                </Trans>
              </p>
              {props.canManage ? (
                <BusinessCertificationForm
                  defaults={view.values}
                  addresses={view.addresses}
                  today={props.today}
                  onSubmit={props.onSubmit}
                />
              ) : (
                <ReadOnlyNote about="details" />
              )}
            </section>
            <section className={pageLayout.section}>
              <CertificationDocuments
                documents={view.documents}
                wForm={view.wForm}
                needsLossOfNationality={false}
                canSign={view.saved}
                onSign={props.canManage ? props.onSign : undefined}
              />
            </section>
          </>
        )}
      </LoadableView>
    </div>
  );
}
