import { Trans, useLingui } from '@lingui/react/macro';
import { type Loadable, LoadableView, pageLayout } from '@paydeck/accounts';
import { EmptyState } from '@paydeck/ui';
import type { WForm } from '../../model/tax-classification';
import type { PersonalCertificationPayload } from '../../model/tax-payload';
import { PersonalCertificationBody, type PersonalCertificationView } from './SelfCertificationScreen';

export interface RepresentativeCertificationView extends PersonalCertificationView {
  firstName: string;
  companyName: string | null;
}

/**
 * /self-certification-representative?authSecret=…: a company's representative certifies their own tax residence
 * from the link the bank sent, without signing in. A wrong or spent link (null) says so.
 */
export function RepresentativeSelfCertificationScreen({
  certification,
  done = false,
  today,
  onRetry,
  onSubmit,
  onSign,
  onUploadLossOfNationality,
}: {
  certification: Loadable<RepresentativeCertificationView | null>;
  /** The certification was completed here (signed, or nothing to sign): a spent link then means "done". */
  done?: boolean;
  today: string;
  onRetry: () => void;
  onSubmit: (payload: PersonalCertificationPayload) => Promise<unknown>;
  onSign: (form: WForm) => Promise<unknown>;
  onUploadLossOfNationality?: ((file: File) => Promise<unknown>) | undefined;
}) {
  const { t } = useLingui();
  return (
    <div className={pageLayout.page}>
      <h1 className={pageLayout.title}>
        <Trans>Representative's tax self-certification</Trans>
      </h1>
      <LoadableView value={certification} label={t`Loading the self-certification`} onRetry={onRetry}>
        {(view) => {
          if (view === null && done) {
            return (
              <EmptyState
                title={<Trans>Thank you: your self-certification is complete</Trans>}
                description={<Trans>We will review it and let the company know. You may close this page.</Trans>}
              />
            );
          }
          if (view === null) {
            return (
              <EmptyState
                title={<Trans>We could not find this self-certification</Trans>}
                description={<Trans>The link may be wrong or no longer valid. Ask the company for a new one.</Trans>}
              />
            );
          }
          const { firstName, companyName } = view;
          return (
            <PersonalCertificationBody
              view={view}
              today={today}
              onSubmit={onSubmit}
              onSign={onSign}
              onUploadLossOfNationality={onUploadLossOfNationality}
              canManage
              formLabel={t`Representative's tax self-certification`}
              intro={
                companyName ? (
                  <Trans>
                    Hello, {firstName}. As a representative of {companyName}, tell us every country where you are
                    resident for tax purposes, with your tax identification number there.
                  </Trans>
                ) : (
                  <Trans>
                    Hello, {firstName}. As a company representative, tell us every country where you are resident for
                    tax purposes, with your tax identification number there.
                  </Trans>
                )
              }
            />
          );
        }}
      </LoadableView>
    </div>
  );
}
