import { Trans, useLingui } from '@lingui/react/macro';
import { type Loadable, LoadableView, pageLayout } from '@paydeck/accounts';
import type { ReactNode } from 'react';
import type { WForm } from '../../model/tax-classification';
import type { PersonalCertificationPayload, PersonalCertificationValues } from '../../model/tax-payload';
import { ReadOnlyNote } from '../common/ReadOnlyNote';
import type { AddressChoice } from './BusinessCertificationForm';
import { type CertificationDocument, CertificationDocuments } from './CertificationDocuments';
import { PersonalCertificationForm } from './PersonalCertificationForm';

/** What the personal (or a representative's) certification page shows, read from the certification answer. */
export interface PersonalCertificationView {
  values: PersonalCertificationValues;
  documents: CertificationDocument[];
  addresses: AddressChoice[];
  /** The answers were saved once (the W-form is filled in from them). */
  saved: boolean;
  /** The US form the saved answers call for (the server's `requiredForm`). */
  wForm: WForm | null;
  needsLossOfNationality: boolean;
}

export interface SelfCertificationScreenProps {
  certification: Loadable<PersonalCertificationView>;
  today: string;
  onRetry: () => void;
  onSubmit: (payload: PersonalCertificationPayload) => Promise<unknown>;
  onSign: (form: WForm) => Promise<unknown>;
  onUploadLossOfNationality?: ((file: File) => Promise<unknown>) | undefined;
  /** Full access (2; a person's own, a representative's link): the form, signing, the upload; else the statuses. */
  canManage: boolean;
  /** The page's title and introduction (the representative page names the company). */
  title?: ReactNode;
  intro?: ReactNode;
}

type BodyProps = Omit<SelfCertificationScreenProps, 'certification' | 'onRetry' | 'title'> & {
  view: PersonalCertificationView;
  formLabel: string;
};

/** The form and the documents of a person's certification (the personal page and the representative's). */
export function PersonalCertificationBody({ view, formLabel, ...props }: BodyProps) {
  return (
    <>
      <section className={pageLayout.section}>
        <p className={pageLayout.text}>
          {props.intro ?? (
            <Trans>
              Tell us every country where you are resident for tax purposes, with your tax identification number there.
              We share this with tax authorities as the law (FATCA and CRS) requires.
            </Trans>
          )}
        </p>
        {props.canManage ? (
          <PersonalCertificationForm
            defaults={view.values}
            addresses={view.addresses}
            today={props.today}
            onSubmit={props.onSubmit}
            label={formLabel}
          />
        ) : (
          <ReadOnlyNote about="details" />
        )}
      </section>
      <section className={pageLayout.section}>
        <CertificationDocuments
          documents={view.documents}
          wForm={view.wForm}
          needsLossOfNationality={view.needsLossOfNationality}
          canSign={view.saved}
          onSign={props.canManage ? props.onSign : undefined}
          onUploadLossOfNationality={props.canManage ? props.onUploadLossOfNationality : undefined}
        />
      </section>
    </>
  );
}

/** /self-certification: a person's FATCA/CRS self-certification. */
export function SelfCertificationScreen({ certification, onRetry, title, ...props }: SelfCertificationScreenProps) {
  const { t } = useLingui();
  return (
    <div className={pageLayout.page}>
      <h1 className={pageLayout.title}>{title ?? <Trans>Tax self-certification</Trans>}</h1>
      <LoadableView value={certification} label={t`Loading the self-certification`} onRetry={onRetry}>
        {(view) => <PersonalCertificationBody {...props} view={view} formLabel={t`Tax self-certification`} />}
      </LoadableView>
    </div>
  );
}
